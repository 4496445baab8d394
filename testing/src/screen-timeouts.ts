/*
 * A setup file of the screen tests (jest project `screens`). Each file boots its own API server on
 * a fresh demo database, and on a busy 2-core machine a screen's rows can take seconds to come:
 * these bound a hang, not a speed. A file that needs longer says so itself.
 */
import { configure } from '@testing-library/react';

jest.setTimeout(180_000);
configure({ asyncUtilTimeout: 30_000 });
