import { COURSE_CLASSIFY_MAX_DEPTH, courseClassify, type CourseClassifyNode } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { useI18n } from '@admin/shared/i18n';
import { TreeEditor } from '@admin/shared/resource';
import './messages';

const sumBelow = (n: CourseClassifyNode): number => n.product_count + n.children.reduce((s, c) => s + sumBelow(c), 0);

/**
 * /course/navigation: the course category tree as staff edit it (the kit's tree editor); each row
 * says how many courses and recommendations it holds, and a delete says which courses become
 * unclassified.
 */
export default function CourseClassifyScreen() {
  const { t } = useI18n();
  return (
    <TreeEditor<CourseClassifyNode>
      module={courseClassify}
      calls={api.courseClassify}
      title={t('route./course/navigation')}
      treeLabel={t('course.classify.tree')}
      emptyText={t('course.classify.empty')}
      maxDepth={COURSE_CLASSIFY_MAX_DEPTH}
      nameClass="course-classify-name"
      counts={(n) => (
        <>
          {t('course.classify.products', { n: n.product_count })}
          {n.recommend_count ? ` · ${t('course.classify.recommends', { n: n.recommend_count })}` : ''}
        </>
      )}
      deletePlan={(n) => {
        const products = sumBelow(n);
        return { content: products ? <p>{t('course.classify.productsFreed', { n: products })}</p> : null };
      }}
    />
  );
}
