import type { PasswordPolicy } from '../../../contract/group';
import { passwordProblems } from '../../../domain/password-policy';
import { invalid } from '../../http/errors';

/** 422 on `password` with one message per broken rule of the group's policy. */
export function assertPasswordFitsPolicy(policy: PasswordPolicy, password: string): void {
  const problems = passwordProblems(policy, password);
  if (problems.length > 0) throw invalid({ password: problems.map(({ key, ...params }) => ({ key, params })) });
}
