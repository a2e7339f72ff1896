import { AGE_GROUP_LABELS, type AgeGroup } from '../../shared/constants';

/** '3-5 years · Simple backgrounds': how an age group reads in every select. */
export function ageGroupOptionLabel(group: AgeGroup): string {
  return `${group} years · ${AGE_GROUP_LABELS[group]}`;
}
