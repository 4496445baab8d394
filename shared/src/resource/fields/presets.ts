import type { FieldDef } from '../types';
import { bookCoursePackages, courseProducts, majorsTree, subjectTree, courseTree, userGroups } from './sources';

/*
 * Field presets of the structured types, for the fields that recur (GLOSSARY): majors, subjects,
 * exam courses, course products, audiences, colours. Each takes overrides for what differs.
 */

/** Majors picked from the majors tree (mold 1 academic, 2 professional without categories 1, 7, 14). */
export const majorsField = (over: Partial<FieldDef> & { mold?: 1 | 2 } = {}): FieldDef => {
  const { mold, ...rest } = over;
  return { name: 'major_ids', label: 'resource.field.majors', type: 'tree', tree: majorsTree(mold), multiple: true, ...rest };
};

/** A subject from the subject tree of an industry (default graduate_exam). */
export const subjectTreeField = (over: Partial<FieldDef> & { industry?: string } = {}): FieldDef => {
  const { industry, ...rest } = over;
  return { name: 'subject_id', label: 'resource.field.subject', type: 'tree', tree: subjectTree(industry), list: true, ...rest };
};

/** Exam courses from the course tree (mold 0 public, 1 major). */
export const examCourseField = (over: Partial<FieldDef> & { mold?: 0 | 1 } = {}): FieldDef => {
  const { mold, ...rest } = over;
  return { name: 'course_ids', label: 'resource.field.examCourses', type: 'tree', tree: courseTree(mold), multiple: true, ...rest };
};

/** A course product, searched by name. */
export const courseProductField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'product_id',
  label: 'resource.field.courseProduct',
  type: 'reference',
  reference: courseProducts(),
  list: true,
  ...over,
});

/** An audience user group, searched by name (null: everyone). */
export const userGroupPickerField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'user_group_id',
  label: 'resource.field.userGroup',
  type: 'reference',
  reference: userGroups(),
  emptyValue: null,
  ...over,
});

/** A `#RRGGBB` colour (the contract's hexColour). */
export const colourField = (over: Partial<FieldDef> = {}): FieldDef => ({ name: 'color', label: 'resource.field.colour', type: 'colour', list: true, ...over });

/** An amount typed in yuan and stored in cents (spec 9): the contract's field is an integer of cents. */
export const moneyField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'price',
  label: 'resource.field.price',
  type: 'money',
  list: { width: 110 },
  ...over,
});

/** A book-and-course package, picked by name from GET practice/book/course/package/list/simple (null: none). */
export const bookCoursePackageField = (over: Partial<FieldDef> = {}): FieldDef => ({
  name: 'book_course_package_id',
  label: 'resource.field.bookCoursePackage',
  type: 'reference',
  reference: bookCoursePackages(),
  emptyValue: null,
  ...over,
});
