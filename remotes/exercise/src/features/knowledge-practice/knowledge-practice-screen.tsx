import { useI18n } from '@admin/shared/i18n';
import { ResourceList } from '@admin/shared/resource';
import { knowledgePracticeResource } from './knowledge-practice-resource';
import { RuleTester } from './rule-tester';

export const resource = knowledgePracticeResource;

/** /exercise/knowledge-practice: practice sets on the knowledge tree, and a rule tried live before it is saved. */
export default function KnowledgePracticeScreen() {
  useI18n();
  return <ResourceList def={knowledgePracticeResource} header={<RuleTester />} />;
}
