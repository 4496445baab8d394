import { COURSE_NAVIGATION_MAX_DEPTH, courseNavigation, type CourseNavigationNode } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { useI18n } from '@admin/shared/i18n';
import { TreeEditor } from '@admin/shared/resource';
import './messages';

const sumBelow = (n: CourseNavigationNode): number => n.product_count + n.children.reduce((s, c) => s + sumBelow(c), 0);

/**
 * /course/navigation: the course category tree as staff edit it (the kit's tree editor); each row
 * says how many courses and recommendations it holds, and a delete says which courses become
 * unclassified.
 */
export default function CourseNavigationScreen() {
  const { t } = useI18n();
  return (
    <TreeEditor<CourseNavigationNode>
      module={courseNavigation}
      calls={api.courseNavigation}
      title={t('route./course/navigation')}
      treeLabel={t('course.navigation.tree')}
      emptyText={t('course.navigation.empty')}
      maxDepth={COURSE_NAVIGATION_MAX_DEPTH}
      nameClass="course-navigation-name"
      counts={(n) => (
        <>
          {t('course.navigation.products', { n: n.product_count })}
          {n.recommend_count ? ` · ${t('course.navigation.recommends', { n: n.recommend_count })}` : ''}
        </>
      )}
      deletePlan={(n) => {
        const products = sumBelow(n);
        return { content: products ? <p>{t('course.navigation.productsFreed', { n: products })}</p> : null };
      }}
    />
  );
}
