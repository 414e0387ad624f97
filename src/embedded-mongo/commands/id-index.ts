import type { Collection } from '../engine/collection';
import { isProfileNamespace } from './profiler';

/**
 * Whether mongod gives a collection an `_id` index: not a clustered one (a time series' buckets or a
 * `create` with `clusteredIndex`), where the clustering is the index, and not `system.profile`, which mongod
 * creates without indexes.
 */
export const hasIdIndex = (collection: Collection): boolean => collection.options.clusteredIndex === undefined && !isProfileNamespace(collection.ns);
