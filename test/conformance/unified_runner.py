"""Runs MongoDB's unified-format specification tests (and the legacy CRUD v1 format) through pymongo.

Usage: python unified_runner.py URI FILE.json...   One line per test (PASS / FAIL / SKIP with the reason) and
a JSON summary. The test files are MongoDB's, not ours: take them from mongodb/specifications
(source/crud/tests/unified/*.json) or pymongo's copy (test/crud/unified, test/crud/read, test/crud/write);
they are not committed here. See src/embedded-mongo/README.md ("Driver specification tests").

It implements what the CRUD, command-monitoring, GridFS, sessions and retryable-reads tests use: runOnRequirements (a standalone 7.0: tests for replica sets, sharding,
serverless, auth, other server versions or test-only commands such as failPoint are skipped with the reason),
createEntities (client, database, collection, session, bucket), initialData, the collection and database operations
with expectResult / expectError / saveResultAsEntity, expectEvents (command started/succeeded/failed) and
outcome. Matching follows the format's rules: numbers of any type compare by value, root documents may
hold extra fields, $$exists, $$type, $$unsetOrMatches, $$matchesEntity, $$lte, $$matchAsDocument,
$$matchAsRoot.
"""
import io
import json
import re
import sys
import traceback

from bson import Decimal128, Int64, json_util
from bson.json_util import JSONMode, JSONOptions
from bson.son import SON
from gridfs import GridFSBucket
from pymongo import MongoClient, WriteConcern, monitoring
from pymongo.collection import ReturnDocument
from pymongo.errors import BulkWriteError, OperationFailure, PyMongoError
from pymongo.operations import DeleteMany, DeleteOne, InsertOne, ReplaceOne, UpdateMany, UpdateOne
from pymongo.read_concern import ReadConcern
from pymongo.server_api import ServerApi

URI = sys.argv[1]
LOAD = JSONOptions(json_mode=JSONMode.CANONICAL, document_class=dict)


class Fail(Exception):
    pass


class Skip(Exception):
    pass


def canon(value):
    return json_util.dumps(value, json_options=json_util.CANONICAL_JSON_OPTIONS)


# ---------- requirements ----------
ADMIN = MongoClient(URI)
SERVER_VERSION = tuple(ADMIN.admin.command("buildInfo")["versionArray"][:3])


def version(text):
    parts = [int(p) for p in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def requirement_met(req):
    if "minServerVersion" in req and SERVER_VERSION < version(req["minServerVersion"]):
        return False
    if "maxServerVersion" in req and SERVER_VERSION > version(req["maxServerVersion"]):
        return False
    if "topologies" in req and "single" not in req["topologies"]:
        return False
    if req.get("serverless") == "require":
        return False
    if req.get("auth") is True or req.get("csfle"):
        return False
    if "serverParameters" in req:
        return False
    return True


def check_requirements(reqs, where):
    if reqs and not any(requirement_met(r) for r in reqs):
        raise Skip(f"{where} runOnRequirements {canon(reqs)}")


# ---------- events ----------
class Listener(monitoring.CommandListener):
    # The handshake, authentication and the runner's own bookkeeping are never part of a test's expectations.
    IGNORED = {"hello", "ismaster", "isMaster", "saslStart", "saslContinue", "buildInfo", "endSessions"}

    def __init__(self, observe, ignore):
        self.observe = set(observe)
        self.ignore = set(ignore or [])
        self.events = []

    def keep(self, event):
        return event.command_name not in self.IGNORED and event.command_name not in self.ignore

    def started(self, event):
        if "commandStartedEvent" in self.observe and self.keep(event):
            self.events.append(("commandStartedEvent", event))

    def succeeded(self, event):
        if "commandSucceededEvent" in self.observe and self.keep(event):
            self.events.append(("commandSucceededEvent", event))

    def failed(self, event):
        if "commandFailedEvent" in self.observe and self.keep(event):
            self.events.append(("commandFailedEvent", event))


# ---------- matching ----------

def type_name(value):
    from bson import ObjectId, Binary, Regex, Timestamp, MinKey, MaxKey, Code
    from bson.datetime_ms import DatetimeMS
    import datetime
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, Int64):
        return "long"
    if isinstance(value, int):
        return "int" if -2**31 <= value < 2**31 else "long"
    if isinstance(value, float):
        return "double"
    if isinstance(value, str):
        return "string"
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "array"
    if value is None:
        return "null"
    if isinstance(value, ObjectId):
        return "objectId"
    if isinstance(value, (datetime.datetime, DatetimeMS)):
        return "date"
    if isinstance(value, Binary) or isinstance(value, bytes):
        return "binData"
    if isinstance(value, Decimal128):
        return "decimal"
    if isinstance(value, Timestamp):
        return "timestamp"
    if isinstance(value, Regex) or isinstance(value, re.Pattern):
        return "regex"
    return type(value).__name__


def is_number(v):
    return isinstance(v, (int, float, Int64)) and not isinstance(v, bool)


MISSING = object()
# Where a session entity's lsid is kept (entity ids are plain names, so this prefix never collides).
SESSION_LSID = "$lsid:"


class Matcher:
    def __init__(self, entities, extra_fields_everywhere=False):
        self.entities = entities
        # Expected command documents of events tolerate fields the driver adds at any depth (`multi`, `limit`).
        self.extra_fields_everywhere = extra_fields_everywhere

    def match(self, expected, actual, path, root=False, allow_extra=None):
        if isinstance(expected, dict) and len(expected) == 1 and next(iter(expected)).startswith("$$"):
            self.special(next(iter(expected)), next(iter(expected.values())), actual, path, root)
            return
        if isinstance(expected, dict):
            if actual is MISSING or not isinstance(actual, dict):
                raise Fail(f"{path}: expected document {canon(expected)}, got {self.show(actual)}")
            for key, value in expected.items():
                if isinstance(value, dict) and "$$exists" in value and len(value) == 1:
                    if (key in actual) != value["$$exists"]:
                        raise Fail(f"{path}.{key}: $$exists {value['$$exists']} but actual {canon(actual)}")
                    continue
                if isinstance(value, dict) and "$$unsetOrMatches" in value and len(value) == 1 and key not in actual:
                    continue
                if key not in actual:
                    raise Fail(f"{path}.{key}: missing in {canon(actual)}")
                self.match(value, actual[key], f"{path}.{key}")
            extra = self.extra_fields_everywhere or (root if allow_extra is None else allow_extra)
            if not extra:
                extras = [k for k in actual if k not in expected]
                if extras:
                    raise Fail(f"{path}: unexpected fields {extras} in {canon(actual)}")
            return
        if isinstance(expected, list):
            if not isinstance(actual, list) or len(actual) != len(expected):
                raise Fail(f"{path}: expected {canon(expected)}, got {self.show(actual)}")
            # The documents of a root-level array (find's results, listCollections') are root-level too.
            for i, (e, a) in enumerate(zip(expected, actual)):
                self.match(e, a, f"{path}[{i}]", root=root and isinstance(e, dict))
            return
        if is_number(expected) and is_number(actual):
            both_nan = float(expected) != float(expected) and float(actual) != float(actual)
            if float(expected) != float(actual) and not both_nan:
                raise Fail(f"{path}: expected {expected}, got {actual}")
            return
        if actual is MISSING or canon({"v": expected}) != canon({"v": actual}):
            raise Fail(f"{path}: expected {self.show(expected)}, got {self.show(actual)}")

    def show(self, value):
        return "<missing>" if value is MISSING else canon({"v": value})[5:-1]

    def special(self, op, arg, actual, path, root=False):
        if op == "$$exists":
            if (actual is not MISSING) != arg:
                raise Fail(f"{path}: $$exists {arg}")
        elif op == "$$type":
            names = arg if isinstance(arg, list) else [arg]
            if actual is MISSING or type_name(actual) not in names:
                raise Fail(f"{path}: $$type {names}, got {type_name(actual)} {self.show(actual)}")
        elif op == "$$unsetOrMatches":
            # A root-level document keeps its tolerance of extra fields under the operator.
            if actual is not MISSING:
                self.match(arg, actual, path, root=root, allow_extra=root)
        elif op == "$$matchesEntity":
            self.match(self.entities[arg], actual, path)
        elif op == "$$sessionLsid":
            self.match(self.entities[SESSION_LSID + arg], actual, path)
        elif op == "$$lte":
            if not is_number(actual) or actual > arg:
                raise Fail(f"{path}: $$lte {arg}, got {self.show(actual)}")
        elif op == "$$matchAsDocument":
            self.match(arg, json_util.loads(actual), path, root=False)
        elif op == "$$matchAsRoot":
            self.match(arg, actual, path, root=True)
        elif op == "$$matchesHexBytes":
            if not isinstance(actual, bytes) or actual.hex() != arg.lower():
                raise Fail(f"{path}: expected bytes {arg}, got {self.show(actual)}")
        else:
            raise Skip(f"unsupported operator {op}")


# ---------- results ----------
def result_doc(result):
    from pymongo.results import InsertOneResult, InsertManyResult, UpdateResult, DeleteResult, BulkWriteResult
    if getattr(result, "acknowledged", True) is False:
        # A write with w: 0 has no counts (pymongo raises when they are read).
        return {"acknowledged": False}
    if isinstance(result, InsertOneResult):
        # pymongo's result has no count; an acknowledged insertOne inserted one document.
        return {"insertedId": result.inserted_id, "insertedCount": 1}
    if isinstance(result, InsertManyResult):
        return {"insertedIds": {str(i): v for i, v in enumerate(result.inserted_ids)}}
    if isinstance(result, UpdateResult):
        doc = {"matchedCount": result.matched_count, "modifiedCount": result.modified_count,
               "upsertedCount": 1 if result.upserted_id is not None else 0}
        if result.upserted_id is not None:
            doc["upsertedId"] = result.upserted_id
        return doc
    if isinstance(result, DeleteResult):
        return {"deletedCount": result.deleted_count}
    if isinstance(result, BulkWriteResult):
        return bulk_doc(result.bulk_api_result)
    return result


def bulk_doc(raw):
    return {
        "deletedCount": raw.get("nRemoved", 0), "insertedCount": raw.get("nInserted", 0),
        "matchedCount": raw.get("nMatched", 0), "modifiedCount": raw.get("nModified", 0),
        "upsertedCount": raw.get("nUpserted", 0),
        "upsertedIds": {str(u["index"]): u["_id"] for u in raw.get("upserted", [])},
    }


# ---------- operations ----------
def snake(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


RENAME = {"batchSize": "batch_size", "returnDocument": "return_document", "arrayFilters": "array_filters",
          "bypassDocumentValidation": "bypass_document_validation", "maxTimeMS": "max_time_ms",
          "allowDiskUse": "allowDiskUse", "let": "let", "comment": "comment", "hint": "hint",
          "collation": "collation", "upsert": "upsert", "sort": "sort", "projection": "projection",
          "skip": "skip", "limit": "limit", "ordered": "ordered", "session": "session"}


def kwargs_of(args, entities, skip=(), camel=()):
    """Arguments as pymongo's keyword arguments; those in `camel` pass through as command fields (**kwargs)."""
    out = {}
    for key, value in args.items():
        if key in skip:
            continue
        if key in camel:
            out[key] = value
            continue
        if key == "session":
            out["session"] = entities[value]
        elif key == "returnDocument":
            out["return_document"] = ReturnDocument.AFTER if value == "After" else ReturnDocument.BEFORE
        elif key == "sort" and isinstance(value, dict):
            out["sort"] = list(value.items())
        elif key in ("allowDiskUse", "let", "comment", "collation", "hint", "batchSize", "maxTimeMS"):
            # find/aggregate accept these as camelCase pass-through keyword arguments in pymongo 4.
            out[{"batchSize": "batch_size", "maxTimeMS": "max_time_ms", "allowDiskUse": "allow_disk_use"}.get(key, key)] = value
        else:
            out[RENAME.get(key, snake(key))] = value
    return out


def raw_kwargs(args, entities):
    """aggregate/count/distinct take the command's own camelCase options as keyword arguments."""
    return {key: (entities[value] if key == "session" else value) for key, value in args.items()}


FAM_FIELDS = ("bypassDocumentValidation",)


def bulk_request(request):
    (kind, spec), = request.items()
    extra = {}
    for key in ("collation", "hint", "arrayFilters", "upsert", "sort"):
        if key in spec:
            extra[RENAME.get(key, snake(key))] = spec[key]
    if kind == "insertOne":
        return InsertOne(spec["document"])
    if kind == "updateOne":
        return UpdateOne(spec["filter"], spec["update"], **extra)
    if kind == "updateMany":
        return UpdateMany(spec["filter"], spec["update"], **extra)
    if kind == "replaceOne":
        return ReplaceOne(spec["filter"], spec["replacement"], **extra)
    if kind == "deleteOne":
        return DeleteOne(spec["filter"], **extra)
    if kind == "deleteMany":
        return DeleteMany(spec["filter"], **extra)
    raise Skip(f"bulk request {kind}")


SESSION_ASSERTIONS = ("assertSessionDirty", "assertSessionNotDirty", "assertSameLsidOnLastTwoCommands",
                      "assertDifferentLsidOnLastTwoCommands")


def run_session_assertion(name, args, entities, listeners):
    """The testRunner's assertions on sessions: pymongo's dirty flag, and the lsid of the last two commands sent."""
    if name in ("assertSessionDirty", "assertSessionNotDirty"):
        server_session = entities[args["session"]]._server_session
        dirty = bool(server_session is not None and server_session.dirty)
        if dirty != (name == "assertSessionDirty"):
            raise Fail(f"{name}: session dirty is {dirty}")
        return None
    started = [event for kind, event in listeners[args["client"]].events if kind == "commandStartedEvent"]
    if len(started) < 2:
        raise Fail(f"{name}: fewer than two commands observed")
    same = started[-1].command.get("lsid") == started[-2].command.get("lsid")
    if same != (name == "assertSameLsidOnLastTwoCommands"):
        raise Fail(f"{name}: lsids {started[-2].command.get('lsid')} and {started[-1].command.get('lsid')}")
    return None


def run_test_runner_operation(name, args, entities, listeners):
    """The testRunner's assertions on the catalog and on sessions; fail points and the like are skipped (test-only commands)."""
    if name in SESSION_ASSERTIONS:
        return run_session_assertion(name, args, entities, listeners)
    if name not in ("assertCollectionExists", "assertCollectionNotExists", "assertIndexExists", "assertIndexNotExists"):
        raise Skip(f"testRunner operation {name}")
    db = ADMIN[args["databaseName"]]
    if name in ("assertCollectionExists", "assertCollectionNotExists"):
        exists = args["collectionName"] in db.list_collection_names()
        if exists != (name == "assertCollectionExists"):
            raise Fail(f"{name} {args['databaseName']}.{args['collectionName']}")
        return None
    if name in ("assertIndexExists", "assertIndexNotExists"):
        names = [index["name"] for index in db[args["collectionName"]].list_indexes()]
        if (args["indexName"] in names) != (name == "assertIndexExists"):
            raise Fail(f"{name} {args['indexName']} in {names}")
    return None


def hex_bytes(value):
    """Arguments written as {$$hexBytes: '1122'} (GridFS upload sources) as bytes."""
    if isinstance(value, dict) and list(value) == ["$$hexBytes"]:
        return bytes.fromhex(value["$$hexBytes"])
    return value


def run_bucket_operation(name, bucket, args, entities):
    """GridFS operations of the unified format on a pymongo GridFSBucket."""
    session = {"session": entities[args.pop("session")]} if "session" in args else {}
    if name == "upload":
        source = io.BytesIO(hex_bytes(args.pop("source")))
        options = {"chunk_size_bytes": args.pop("chunkSizeBytes", None), "metadata": args.pop("metadata", None)}
        return bucket.upload_from_stream(args.pop("filename"), source, **options, **session)
    if name == "download":
        return bucket.open_download_stream(args.pop("id"), **session).read()
    if name == "downloadByName":
        return bucket.open_download_stream_by_name(args.pop("filename"), revision=args.pop("revision", -1), **session).read()
    if name == "delete":
        return bucket.delete(args.pop("id"), **session)
    if name == "rename":
        return bucket.rename(args.pop("id"), args.pop("newFilename"), **session)
    if name == "drop":
        return bucket.drop(**session)
    if name == "find":
        return list(bucket.find(args.pop("filter", {}), **kwargs_of(args, entities)))
    raise Skip(f"bucket operation {name} not implemented by this runner")


def run_operation(op, entities, listeners):
    name = op["name"]
    target = entities[op["object"]] if op["object"] != "testRunner" else None
    args = dict(op.get("arguments", {}))
    if op["object"] == "testRunner":
        return run_test_runner_operation(name, args, entities, listeners)
    if isinstance(target, GridFSBucket):
        return run_bucket_operation(name, target, args, entities)
    if name == "endSession":
        return target.end_session()
    if name in ("listDatabases", "listDatabaseNames"):
        fn = target.list_databases if name == "listDatabases" else target.list_database_names
        return list(fn(**kwargs_of(args, entities))) if name == "listDatabases" else fn(**kwargs_of(args, entities))
    if name == "mapReduce":
        # pymongo 4 has no map_reduce helper: the command, answering its inline results as the format expects.
        command = SON([("mapReduce", target.name), ("map", args.pop("map")), ("reduce", args.pop("reduce")),
                       ("out", args.pop("out"))] + list(args.items()))
        return target.database.command(command)["results"]
    if name in ("insertOne",):
        return target.insert_one(args.pop("document"), **kwargs_of(args, entities))
    if name == "insertMany":
        return target.insert_many(args.pop("documents"), **kwargs_of(args, entities))
    if name in ("updateOne", "updateMany"):
        fn = target.update_one if name == "updateOne" else target.update_many
        return fn(args.pop("filter"), args.pop("update"), **kwargs_of(args, entities))
    if name == "replaceOne":
        return target.replace_one(args.pop("filter"), args.pop("replacement"), **kwargs_of(args, entities))
    if name in ("deleteOne", "deleteMany"):
        fn = target.delete_one if name == "deleteOne" else target.delete_many
        return fn(args.pop("filter"), **kwargs_of(args, entities))
    if name in ("find", "findOne"):
        kw = kwargs_of(args, entities, skip=("filter",))
        if name == "findOne":
            return target.find_one(args.get("filter", {}), **kw)
        return list(target.find(args.get("filter", {}), **kw))
    if name == "aggregate":
        pipeline = args.pop("pipeline")
        return list(target.aggregate(pipeline, **raw_kwargs(args, entities)))
    if name == "countDocuments":
        return target.count_documents(args.pop("filter"), **raw_kwargs(args, entities))
    if name == "estimatedDocumentCount":
        return target.estimated_document_count(**raw_kwargs(args, entities))
    if name == "distinct":
        return target.distinct(args.pop("fieldName"), args.pop("filter", None), **raw_kwargs(args, entities))
    # pymongo's find_one_and_* have no bypass_document_validation parameter: the field goes to the command as given.
    if name == "findOneAndUpdate":
        return target.find_one_and_update(args.pop("filter"), args.pop("update"), **kwargs_of(args, entities, camel=FAM_FIELDS))
    if name == "findOneAndReplace":
        return target.find_one_and_replace(args.pop("filter"), args.pop("replacement"), **kwargs_of(args, entities, camel=FAM_FIELDS))
    if name == "findOneAndDelete":
        return target.find_one_and_delete(args.pop("filter"), **kwargs_of(args, entities))
    if name == "bulkWrite":
        requests = [bulk_request(r) for r in args.pop("requests")]
        return target.bulk_write(requests, **kwargs_of(args, entities))
    if name == "dropCollection":
        return target.drop_collection(args.pop("collection"), **kwargs_of(args, entities))
    if name == "createCollection":
        # check_exists=False: no listCollections of pymongo's own before the create the tests expect.
        target.create_collection(args.pop("collection"), check_exists=False, **raw_kwargs(args, entities))
        return None
    if name == "runCommand":
        command = SON(args.pop("command").items())
        args.pop("commandName", None)
        if "readPreference" in args:
            args["read_preference"] = read_preference(args.pop("readPreference"))
        return target.command(command, **kwargs_of(args, entities))
    if name == "createFindCursor":
        return target.find(args.pop("filter", {}), **kwargs_of(args, entities))
    if name == "close":
        return target.close()
    if name in ("runCursorCommand", "createRunCursorCommand"):
        command = SON(args.pop("command").items())
        args.pop("commandName", None)
        batch_size = args.pop("batchSize", None)
        cursor = target.cursor_command(command, **kwargs_of(args, entities))
        if batch_size is not None:
            cursor.batch_size(batch_size)
        return list(cursor) if name == "runCursorCommand" else cursor
    if name == "iterateUntilDocumentOrError":
        return next(target)
    if name == "modifyCollection":
        command = SON([("collMod", args.pop("collection"))] + list(args.items()))
        return target.command(command)
    if name == "createIndex":
        keys = list(args.pop("keys").items())
        return target.create_index(keys, **kwargs_of(args, entities))
    if name == "listIndexes":
        return list(target.list_indexes(**kwargs_of(args, entities)))
    if name == "dropIndex":
        return target.drop_index(args.pop("name"))
    if name == "listCollections":
        return list(target.list_collections(**kwargs_of(args, entities)))
    if name == "listCollectionNames":
        return target.list_collection_names(**kwargs_of(args, entities))
    raise Skip(f"operation {name} not implemented by this runner")


def check_error(expect, error, entities):
    matcher = Matcher(entities)
    if expect.get("isClientError") is True and isinstance(error, OperationFailure):
        raise Fail(f"expected a client error, got server error {error}")
    if expect.get("isClientError") is False and not isinstance(error, OperationFailure):
        raise Fail(f"expected a server error, got client error {type(error).__name__}: {error}")
    if "errorContains" in expect and expect["errorContains"].lower() not in str(error).lower():
        raise Fail(f"error {error!s} does not contain {expect['errorContains']!r}")
    details = getattr(error, "details", None) or {}
    if "errorCode" in expect:
        code = getattr(error, "code", None)
        if isinstance(error, BulkWriteError):
            code = (details.get("writeErrors") or [{}])[0].get("code")
        if code != expect["errorCode"]:
            raise Fail(f"error code {code}, expected {expect['errorCode']}: {error}")
    if "errorCodeName" in expect:
        name = details.get("codeName")
        if name != expect["errorCodeName"]:
            raise Fail(f"codeName {name}, expected {expect['errorCodeName']}: {error}")
    if "errorResponse" in expect:
        matcher.match(expect["errorResponse"], details, "errorResponse", root=True)
    if "expectResult" in expect:
        if not isinstance(error, BulkWriteError):
            raise Fail(f"expectResult on a non-bulk error {error!r}")
        matcher.match(expect["expectResult"], bulk_doc(details), "partialResult", root=True)
    for label in expect.get("errorLabelsContain", []):
        if not error.has_error_label(label):
            raise Fail(f"missing error label {label}")
    for label in expect.get("errorLabelsOmit", []):
        if error.has_error_label(label):
            raise Fail(f"unexpected error label {label}")


def execute(op, entities, listeners):
    matcher = Matcher(entities)
    try:
        result = run_operation(op, entities, listeners)
    except Skip:
        raise
    except ValueError as error:
        if str(error) == "update cannot be empty":
            raise Skip("pymongo refuses an empty update pipeline before sending it")
        if "expectError" in op:
            check_error(op["expectError"], error, entities)
            return
        raise Fail(f"{op['name']}: unexpected error {type(error).__name__}: {error}")
    except (PyMongoError, TypeError) as error:
        if "expectError" in op:
            check_error(op["expectError"], error, entities)
            return
        raise Fail(f"{op['name']}: unexpected error {type(error).__name__}: {error}")
    if "expectError" in op:
        raise Fail(f"{op['name']}: expected an error {canon(op['expectError'])}, got {canon({'r': result_doc(result)})}")
    if "expectResult" in op:
        matcher.match(op["expectResult"], result_doc(result), f"{op['name']} result", root=True)
    if "saveResultAsEntity" in op:
        entities[op["saveResultAsEntity"]] = result


# ---------- test ----------
def create_entities(specs, entities, listeners):
    for spec in specs:
        (kind, body), = spec.items()
        if kind == "client":
            listener = Listener(body.get("observeEvents", []), body.get("ignoreCommandMonitoringEvents"))
            options = dict(body.get("uriOptions", {}))
            if "serverApi" in body:
                api = body["serverApi"]
                options["server_api"] = ServerApi(api["version"], strict=api.get("strict"),
                                                  deprecation_errors=api.get("deprecationErrors"))
            client = MongoClient(URI, event_listeners=[listener], **options)
            entities[body["id"]] = client
            listeners[body["id"]] = listener
        elif kind == "database":
            options = body.get("databaseOptions", {})
            entities[body["id"]] = entities[body["client"]].get_database(body["databaseName"], **collection_options(options))
        elif kind == "collection":
            options = body.get("collectionOptions", {})
            entities[body["id"]] = entities[body["database"]].get_collection(body["collectionName"], **collection_options(options))
        elif kind == "session":
            session = entities[body["client"]].start_session(**session_options(body.get("sessionOptions", {})))
            # Kept at creation, as the format asks: $$sessionLsid still names it after endSession.
            entities[body["id"]], entities[SESSION_LSID + body["id"]] = session, session.session_id
        elif kind == "bucket":
            options = body.get("bucketOptions", {})
            kwargs = {"bucket_name": options.get("bucketName", "fs")}
            if "chunkSizeBytes" in options:
                kwargs["chunk_size_bytes"] = options["chunkSizeBytes"]
            if "writeConcern" in options:
                kwargs["write_concern"] = WriteConcern(**options["writeConcern"])
            entities[body["id"]] = GridFSBucket(entities[body["database"]], **kwargs)
        else:
            raise Skip(f"entity {kind}")


def read_preference(spec):
    """A readPreference document of a test ({mode: 'nearest', ...}) as pymongo's object."""
    from pymongo.read_preferences import make_read_preference, read_pref_mode_from_name
    mode = read_pref_mode_from_name(spec["mode"][0].lower() + spec["mode"][1:])
    return make_read_preference(mode, spec.get("tagSets"), spec.get("maxStalenessSeconds", -1))


def session_options(options):
    """sessionOptions of a session entity (causalConsistency, snapshot) as start_session's arguments."""
    names = {"causalConsistency": "causal_consistency", "snapshot": "snapshot"}
    unknown = [key for key in options if key not in names]
    if unknown:
        raise Skip(f"sessionOptions {unknown}")
    return {names[key]: value for key, value in options.items()}


def collection_options(options):
    out = {}
    if "writeConcern" in options:
        out["write_concern"] = WriteConcern(**options["writeConcern"])
    if "readConcern" in options:
        out["read_concern"] = ReadConcern(**options["readConcern"])
    return out


def run_test(doc, test):
    check_requirements(doc.get("runOnRequirements"), "file")
    check_requirements(test.get("runOnRequirements"), "test")
    if "skipReason" in test:
        raise Skip(test["skipReason"])
    for data in doc.get("initialData", []):
        db = ADMIN[data["databaseName"]]
        db.drop_collection(data["collectionName"])
        db.create_collection(data["collectionName"], **data.get("createOptions", {}))
        if data["documents"]:
            db[data["collectionName"]].insert_many(data["documents"])
    entities, listeners = {}, {}
    try:
        create_entities(doc.get("createEntities", []), entities, listeners)
        for listener in listeners.values():
            listener.events.clear()
        for op in test["operations"]:
            execute(op, entities, listeners)
        for expected in test.get("expectEvents", []):
            check_events(expected, listeners[expected["client"]], entities)
        for data in test.get("outcome", []):
            actual = list(ADMIN[data["databaseName"]][data["collectionName"]].find({}, sort=[("_id", 1)]))
            Matcher(entities).match(data["documents"], actual, f"outcome {data['collectionName']}")
    finally:
        for value in entities.values():
            if isinstance(value, MongoClient):
                value.close()


def check_events(expected, listener, entities):
    if expected.get("eventType", "command") != "command":
        raise Skip("non-command events")
    actual = listener.events
    wanted = expected["events"]
    if expected.get("ignoreExtraEvents"):
        actual = actual[: len(wanted)]
    if len(actual) != len(wanted):
        raise Fail(f"events: expected {len(wanted)} {[next(iter(w)) for w in wanted]}, got {[(k, e.command_name) for k, e in actual]}")
    matcher = Matcher(entities, extra_fields_everywhere=True)
    for i, (want, (kind, event)) in enumerate(zip(wanted, actual)):
        (wkind, body), = want.items()
        if wkind != kind:
            raise Fail(f"event {i}: expected {wkind}, got {kind} {event.command_name}")
        if "commandName" in body and body["commandName"] != event.command_name:
            raise Fail(f"event {i}: commandName {event.command_name}, expected {body['commandName']}")
        if "databaseName" in body and body["databaseName"] != event.database_name:
            raise Fail(f"event {i}: databaseName {event.database_name}")
        if "hasServerConnectionId" in body and (event.server_connection_id is not None) != body["hasServerConnectionId"]:
            raise Fail(f"event {i}: server connection id {event.server_connection_id}")
        if "hasServiceId" in body and (event.service_id is not None) != body["hasServiceId"]:
            raise Fail(f"event {i}: service id {event.service_id}")
        if "command" in body:
            matcher.match(body["command"], dict(event.command), f"event {i} command", root=True)
        if "reply" in body:
            matcher.match(body["reply"], dict(event.reply), f"event {i} reply", root=True)


def from_v1(doc, path):
    """The legacy CRUD format (data / tests[operation, outcome]) as a unified-format document."""
    name = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
    reqs = {k: doc[k] for k in ("minServerVersion", "maxServerVersion") if k in doc}
    unified = {"description": f"v1 {name}", "createEntities": [
        {"client": {"id": "client0"}}, {"database": {"id": "database0", "client": "client0", "databaseName": "crud-v1"}},
        {"collection": {"id": "collection0", "database": "database0", "collectionName": "coll"}}],
        "initialData": [{"collectionName": "coll", "databaseName": "crud-v1", "documents": doc.get("data", [])}], "tests": []}
    if reqs:
        unified["runOnRequirements"] = [reqs]
    for test in doc["tests"]:
        op = {"object": "collection0", "name": test["operation"]["name"], "arguments": test["operation"].get("arguments", {})}
        if op["name"] == "count":
            op["name"] = "countDocuments"
        outcome = test.get("outcome", {})
        if outcome.get("error"):
            op["expectError"] = {"isError": True}
        elif "result" in outcome:
            result = outcome["result"]
            if isinstance(result, dict) and isinstance(result.get("insertedIds"), list):
                result = dict(result, insertedIds={str(i): v for i, v in enumerate(result["insertedIds"])})
            op["expectResult"] = result
        converted = {"description": test["description"], "operations": [op]}
        if "collection" in outcome:
            converted["outcome"] = [{"collectionName": outcome["collection"].get("name", "coll"), "databaseName": "crud-v1", "documents": outcome["collection"]["data"]}]
        for key in ("minServerVersion", "maxServerVersion"):
            if key in test:
                converted.setdefault("runOnRequirements", [{}])[0][key] = test[key]
        unified["tests"].append(converted)
    return unified


def main():
    totals = {"PASS": 0, "FAIL": 0, "SKIP": 0}
    for path in sys.argv[2:]:
        with open(path) as handle:
            doc = json_util.loads(handle.read(), json_options=LOAD)
        if "createEntities" not in doc:
            doc = from_v1(doc, path)
        for test in doc["tests"]:
            label = f"{doc['description']} :: {test['description']}"
            try:
                run_test(doc, test)
                status, why = "PASS", ""
            except Skip as reason:
                status, why = "SKIP", str(reason)
            except Fail as reason:
                status, why = "FAIL", str(reason)
            except Exception as error:  # a crash of the runner or the driver counts as a failure
                status, why = "FAIL", f"crash {type(error).__name__}: {error}\n{traceback.format_exc(limit=3)}"
            totals[status] += 1
            print(f"{status} {label}{(' -- ' + why) if why else ''}", flush=True)
    print(json.dumps(totals))


if __name__ == "__main__":
    main()
