import { useState } from 'react';
import { Button } from 'antd';
import { useHref } from 'react-router-dom';
import { question, questionImport } from '@admin/shared/contract/resources';
import { useAuthStore } from '@admin/shared/auth';
import { invalidate } from '@admin/shared/data';
import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import { ImportBatch, mayCall } from '@admin/shared/resource';
import { QuestionView, viewable } from './question-view';
import { bankQuestionPath } from './similar-questions';

defineMessages({
  'exercise.question.import': ['导入', 'Import'],
  'exercise.question.import.label': ['题目', 'questions'],
  'exercise.question.import.choose': ['选择文件（XLSX、Word 或 TXT）', 'Choose a file (XLSX, Word or TXT)'],
});

/** 导入 on the bank: XLSX (the template), Word or tagged text, staged, fixed beside a live preview, confirmed. */
export function QuestionImport() {
  useI18n();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  const bank = useHref(bankQuestionPath(0)).replace(/0$/, '');
  if (!mayCall(roles, question.routes.importCreate, question.endpoints)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('exercise.question.import')}</Button>
      <ImportBatch
        module={question}
        spec={questionImport}
        label={t('exercise.question.import.label')}
        open={open}
        onClose={() => setOpen(false)}
        onImported={() => void invalidate(question)}
        accept=".xlsx,.docx,.txt,.csv"
        chooseText={t('exercise.question.import.choose')}
        recordHref={(id) => `${bank}${id}`}
        preview={(record) => (record ? <QuestionView q={viewable(record)} show={{ showAnswer: true, showAnalysis: true }} /> : null)}
      />
    </>
  );
}
