import { MOCKING_TESTS, webProject } from './vitest.shared.ts';

export default webProject('web-mocks', { include: MOCKING_TESTS, exclude: [] }, true);
