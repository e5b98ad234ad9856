import type { SearchOption } from '@/components/SearchSelect';
import { GET, type QueryOf } from '@/lib/api/client';
import { PROGRAM_KEY } from '@/lib/api/program';

// Shared: adding a member to a group and a milestone for a father both search the fathers.

export const FATHER_SEARCH_KEY = [...PROGRAM_KEY, 'father-search'] as const;

/**
 * Fathers matching a name, e-mail or phone, as options of a search select (staff). The phone
 * tells apart two fathers of the same name.
 */
export async function searchFathers(q: string): Promise<SearchOption[]> {
  const query = { limit: 20, q: q || undefined } satisfies QueryOf<'/api/fathers'>;
  const fathers = await GET('/api/fathers', { params: { query } });
  return fathers.map((father) => ({
    value: father.id,
    label: [father.firstName, father.lastName].join(' ') + (father.phone ? ` · ${father.phone}` : ''),
  }));
}
