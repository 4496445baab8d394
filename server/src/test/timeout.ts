// setupFilesAfterEnv of the server jest projects. Most tests start a server of their own
// (migrations, demo seed): seconds on a busy 2-core machine, so jest's 5 s default failed tests
// that were right (a bound on hangs, not on speed). Set here because jest ignores `testTimeout`
// inside `projects` (jestjs/jest#9696): the project option this replaces never took effect.
jest.setTimeout(30_000);
