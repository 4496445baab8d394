import type { ReactNode } from 'react';
import '../shared/public-page.css';

interface Props {
  code: string;
  text: string;
  hint: string;
  actions: ReactNode;
}

export function ErrorPage({ code, text, hint, actions }: Props) {
  return (
    <main className="hp-screen">
      <section className="hp-error" aria-labelledby="hp-error-text">
        <p className="hp-error-code" aria-hidden="true">
          {code}
        </p>
        <h1 id="hp-error-text" className="hp-error-text">
          {text}
        </h1>
        <p className="hp-error-hint">{hint}</p>
        <div className="hp-actions">{actions}</div>
      </section>
    </main>
  );
}
