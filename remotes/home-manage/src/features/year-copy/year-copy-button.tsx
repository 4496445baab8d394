import { useState } from 'react';
import { Button } from 'antd';
import { isApiError } from '@admin/shared/api';
import { Code } from '@admin/shared/contract';
import type { CallOptions } from '@admin/shared/data';
import { copyUndo, useUndoableMutation } from '@admin/shared/resource';
import { YearCopyModal } from './year-copy-modal';

/** The call's own options: a refusal of the target (40000) is said in the dialog, not as a toast. */
export const QUIET_REFUSAL: CallOptions = { quiet: (e) => e.code === Code.INVALID };

export interface YearCopyButtonProps<R extends { entry: number }> {
  /** The copy: one call, one transaction on the server (pass QUIET_REFUSAL as its options). */
  copy: (toYear: number) => Promise<R>;
  /** The button's, the dialog's title, the target's label and help, and OK's texts (worded already). */
  texts: { button: string; title: string; label: string; help: string; ok: string };
  /** The year copied from, left out of the choices. */
  from: number | string;
  /** The target select's id. */
  id: string;
  /** What the copy's message says it copied. */
  done: (result: R) => string;
  onCopied?: (result: R) => void;
  /** After 撤销 put the target back (the reads the undo changed). */
  onUndone?: () => void;
}

/**
 * "Copy to another year": the button, the dialog picking the target (YearCopyModal) and the copy,
 * a write whose message offers 撤销 for 30 s (copyUndo: the target goes back as the copy's audit
 * entry kept it). A refusal is said beside the target year.
 */
export function YearCopyButton<R extends { entry: number }>({ copy, texts, from, id, done, onCopied, onUndone }: YearCopyButtonProps<R>) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const write = useUndoableMutation<number, R>({ mutationFn: copy, undo: (r) => copyUndo(r.entry, done(r), onUndone) });
  const submit = (toYear: number) => {
    setProblem(null);
    write.mutateAsync(toYear).then(
      (r) => {
        setOpen(false);
        onCopied?.(r);
      },
      (e: unknown) => {
        if (isApiError(e) && e.code === Code.INVALID) setProblem(e.fieldErrors[0]?.message ?? e.msg);
      },
    );
  };
  return (
    <>
      <Button
        onClick={() => {
          setProblem(null);
          setOpen(true);
        }}
      >
        {texts.button}
      </Button>
      <YearCopyModal
        id={id}
        open={open}
        title={texts.title}
        label={texts.label}
        help={texts.help}
        okText={texts.ok}
        from={from}
        problem={problem}
        busy={write.isPending}
        onCopy={submit}
        onChange={() => setProblem(null)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
