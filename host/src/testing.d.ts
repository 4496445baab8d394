// Matchers of @testing-library/jest-dom (loaded by scripts/jest/setup-dom.ts) for the host's tests.
/// <reference types="@testing-library/jest-dom" />
