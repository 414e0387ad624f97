import { mongo } from 'mongoose';

/**
 * The MongoDB driver types and classes as mongoose's own copy of the driver defines them: mongoose pins
 * its driver version, so the top-level `mongodb` package can be another copy whose classes do not match.
 * Server code that talks to the driver directly imports from here.
 */
export type Db = mongo.Db;
export type Document = mongo.Document;
export type Collection<T extends mongo.Document> = mongo.Collection<T>;
export type ObjectId = mongo.ObjectId;
export const ObjectId = mongo.ObjectId;
export type GridFSBucket = mongo.GridFSBucket;
export const GridFSBucket = mongo.GridFSBucket;
export type GridFSFile = mongo.GridFSFile;
export type GridFSBucketWriteStream = mongo.GridFSBucketWriteStream;
