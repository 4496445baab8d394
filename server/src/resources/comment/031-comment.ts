import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { bool, int, intId, isPostgres, meta, optInt, optTime, text, trackWrites, uuidId } from '../../db/migrations/helpers';

/**
 * Learning interaction (/learn-interaction): the courses students discuss, their comments, and two
 * views computed from the comments on every read, so no counter can drift from what is stored:
 * `comment_thread` (threads with their reply facts) and `comment_statistics` (one row per course).
 */
/**
 * A view's list totals are cached like a table's (count cache): its write generation is bumped by
 * every write to the tables it reads.
 */
async function trackView(db: Db, view: string, tables: readonly string[]): Promise<void> {
  await db.insertInto('table_generation').values({ name: view, gen: 0 }).execute();
  if (isPostgres(db)) {
    await sql`create or replace function bump_view_generation() returns trigger language plpgsql as $$
      begin
        update table_generation set gen = gen + 1 where name = TG_ARGV[0];
        return null;
      end $$`.execute(db);
    for (const t of tables) {
      await sql
        .raw(
          `create trigger "${view}_generation_${t}" after insert or update or delete or truncate on "${t}" for each statement execute function bump_view_generation('${view}')`,
        )
        .execute(db);
    }
    return;
  }
  for (const t of tables) {
    for (const op of ['insert', 'update', 'delete']) {
      await sql
        .raw(`create trigger "${view}_generation_${t}_${op}" after ${op} on "${t}" begin update table_generation set gen = gen + 1 where name = '${view}'; end`)
        .execute(db);
    }
  }
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('comment_course')
    .$call(uuidId)
    .$call(text('name'))
    .$call(text('teacher'))
    .$call(optInt('subject_id'))
    .$call(bool('is_open', 1))
    .$call(meta)
    .execute();
  await trackWrites(db, 'comment_course');

  await db.schema
    .createTable('comment')
    .$call(intId(db))
    .addColumn('course_uuid', 'varchar(36)', (c) => c.notNull().references('comment_course.uuid').onDelete('cascade'))
    // A reply's thread (replies are one level deep: a reply to a reply joins the same thread).
    .addColumn('parent_id', 'integer', (c) => c.references('comment.id').onDelete('cascade'))
    .$call(text('author_type', 'student'))
    .$call(text('author_name'))
    .$call(text('content'))
    .$call(bool('is_pinned'))
    .$call(bool('is_hidden'))
    .$call(text('moderation_reason'))
    .$call(text('moderated_by'))
    .$call(optTime('moderated_at'))
    .$call(int('report_count'))
    .$call(bool('reports_settled'))
    .$call(meta)
    .execute();
  await db.schema.createIndex('comment_course_thread_idx').on('comment').columns(['course_uuid', 'parent_id', 'created_at']).execute();
  await db.schema.createIndex('comment_parent_idx').on('comment').columns(['parent_id', 'author_type']).execute();
  await trackWrites(db, 'comment');

  // A thread is answered once a visible staff reply exists.
  await sql`
    create view comment_thread as
    select t.*,
      case when exists (select 1 from comment r where r.parent_id = t.id and r.author_type = 'staff' and r.is_hidden = 0) then 1 else 0 end as is_answered,
      cast((select count(*) from comment r where r.parent_id = t.id) as integer) as reply_count,
      coalesce((select max(r.created_at) from comment r where r.parent_id = t.id), t.created_at) as last_reply_at
    from comment t
    where t.parent_id is null`.execute(db);

  await sql`
    create view comment_statistics as
    select c.uuid, c.name, c.teacher, c.subject_id, c.is_open, c.created_at, c.updated_at, c.version,
      cast((select count(*) from comment m where m.course_uuid = c.uuid) as integer) as comments,
      cast((select count(*) from comment t where t.course_uuid = c.uuid and t.parent_id is null and t.author_type = 'student' and t.is_hidden = 0
        and not exists (select 1 from comment r where r.parent_id = t.id and r.author_type = 'staff' and r.is_hidden = 0)) as integer) as unanswered,
      cast((select count(*) from comment m where m.course_uuid = c.uuid and m.report_count > 0 and m.is_hidden = 0 and m.reports_settled = 0) as integer) as reported,
      cast((select count(*) from comment m where m.course_uuid = c.uuid and m.is_hidden = 1) as integer) as hidden,
      (select max(m.created_at) from comment m where m.course_uuid = c.uuid) as last_activity_at
    from comment_course c`.execute(db);
  await trackView(db, 'comment_thread', ['comment']);
  await trackView(db, 'comment_statistics', ['comment_course', 'comment']);
}
