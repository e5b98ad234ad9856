import type { FetchQueryOptions } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { User } from '@/lib/api/types';

/**
 * The queries a page shows, from its route's parameters: the router starts reading them as soon
 * as the page is chosen (app/router), so the answers travel while the page's code and the
 * signed-in shell are still loading. A page declares it as `Page.prefetch = …`; `user` is who
 * is signed in, for what only staff read.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query has its own data type
export type PagePrefetch = (params: Params, user: User) => FetchQueryOptions<any, any, any, any>[];
