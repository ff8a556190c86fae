import type { Rule } from 'eslint';

export function apiModuleFaces(modulesDir: string): Rule.RuleModule;
