import type { Queryable } from '../../db/client';
import { AppError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { userSubscriptions } from '../users/repository';

type Subscription = { validFrom: string | null; validUntil: string | null };

/** A subscription covers the days from its first day (if any) up to and including its last day (if any). */
export const coversDay = (subscriptions: readonly Subscription[], day: string) =>
  subscriptions.some((s) => (s.validFrom === null || s.validFrom <= day) && (s.validUntil === null || s.validUntil >= day));

/** A subscription is needed only when the group demands one and the user needs a desk (spec §7). */
export const needsSubscription = ({ group, user }: Pick<RequestContext, 'group' | 'user'>) =>
  group.subscriptionRequired && user.deskRequired !== 'none';

export const notCovered = () => new AppError('forbidden', 'subscription.errors.not_covered');

/** The asked days the caller may not book a desk on for want of a valid subscription (none when none is needed). */
export async function uncoveredDays(q: Queryable, context: RequestContext, days: readonly string[]): Promise<Set<string>> {
  if (!needsSubscription(context)) return new Set();
  const subscriptions = await userSubscriptions(q, context.auth.groupId, context.auth.userId);
  return new Set(days.filter((day) => !coversDay(subscriptions, day)));
}

/** 403 unless every asked day is covered (for writes that are all or nothing). */
export async function requireCoveredDays(q: Queryable, context: RequestContext, days: readonly string[]): Promise<void> {
  if ((await uncoveredDays(q, context, days)).size > 0) throw notCovered();
}
