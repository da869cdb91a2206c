// Runs only the fixture suite below; services.test.ts starts it in a child vitest to see it fail or skip.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['*.fixture.ts'] } });
