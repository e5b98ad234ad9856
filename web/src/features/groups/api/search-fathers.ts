import { api } from '@/lib/api/client';
import type { FatherSummary } from '@/lib/api/program';
import type { SearchOption } from '@/components/SearchSelect';
import { GROUPS_KEY } from './keys';

export const FATHER_SEARCH_KEY = [...GROUPS_KEY, 'father-search'] as const;

/** Fathers matching a name, e-mail or phone, as options of a search select (staff). */
export async function searchFathers(q: string): Promise<SearchOption[]> {
  const query: Record<string, string | number> = { limit: 20 };
  if (q) query.q = q;
  const fathers = await api<FatherSummary[]>('/fathers', { query });
  return fathers.map((father) => ({
    value: father.id,
    label: [father.firstName, father.lastName].join(' ') + (father.phone ? ` · ${father.phone}` : ''),
  }));
}
