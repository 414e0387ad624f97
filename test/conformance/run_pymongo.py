"""Runs cases.json through pymongo against a MongoDB (URI, database name) and prints a JSON report.

Values are compared as canonical Extended JSON, so a type change (int32 vs int64 vs double, binary subtype,
regex flags, field order) is a failure. Usage: python run_pymongo.py URI DBNAME CASES_JSON
"""
import json
import re
import sys

from bson import json_util
from bson.codec_options import CodecOptions, DatetimeConversion
from bson.json_util import CANONICAL_JSON_OPTIONS, JSONOptions
from pymongo import MongoClient
from pymongo.errors import OperationFailure

CODEC = CodecOptions(datetime_conversion=DatetimeConversion.DATETIME_AUTO)
# Dates beyond Python's datetime (year 9999) load as DatetimeMS instead of failing.
LOAD_OPTIONS = JSONOptions(datetime_conversion=DatetimeConversion.DATETIME_AUTO)


def unescape(value):
    """`$$regex` / `$$options` in cases.json are the query operators: Extended JSON parsers would read a plain
    `{"$regex": ..., "$options": ...}` as a legacy regex value instead."""
    if isinstance(value, dict):
        return {(key[1:] if key.startswith("$$") else key): unescape(item) for key, item in value.items()}
    if isinstance(value, list):
        return [unescape(item) for item in value]
    return value


def canon(value):
    return json_util.dumps(value, json_options=CANONICAL_JSON_OPTIONS)


def with_db(value, db_name):
    """`$db` in a namespace string of a case stands for the test database, `$db2` for a second one."""
    if isinstance(value, str):
        return value.replace("$db.", db_name + ".").replace("$db2.", db_name + "_2.")
    if isinstance(value, dict):
        return {key: with_db(item, db_name) for key, item in value.items()}
    if isinstance(value, list):
        return [with_db(item, db_name) for item in value]
    return value


class Failure(Exception):
    pass


CAPTURED = "$captured:"


def with_captures(value, captures):
    """A string `$captured:<name>` in a step stands for a value an earlier step of the case captured (a
    collection's UUID, which is random, used in a later command or compared with a later reply)."""
    if isinstance(value, str) and value.startswith(CAPTURED):
        return captures[value[len(CAPTURED):]]
    if isinstance(value, dict):
        return {key: with_captures(item, captures) for key, item in value.items()}
    if isinstance(value, list):
        return [with_captures(item, captures) for item in value]
    return value


def dig(value, path):
    """The value at a dotted path of a reply (`cursor.firstBatch.0.info.uuid`)."""
    for part in path.split("."):
        value = value[int(part)] if isinstance(value, list) else value[part]
    return value


def expect_equal(label, actual, expected):
    if canon(actual) != canon(expected):
        raise Failure(f"{label}: expected {canon(expected)}, got {canon(actual)}")


def contains(value, wanted):
    if isinstance(value, dict):
        if all(key in value and canon(value[key]) == canon(item) for key, item in wanted.items()):
            return True
        return any(contains(item, wanted) for item in value.values())
    if isinstance(value, list):
        return any(contains(item, wanted) for item in value)
    return False


def run_command(client, db, command, admin=False):
    # admin is True or another database's name (a step's "db").
    target = client.admin if admin is True else client[admin] if admin else db
    try:
        return target.command(command, codec_options=CODEC), None
    except OperationFailure as error:
        return None, error


def all_batches(db, reply, batch_size=None):
    docs = list(reply["cursor"]["firstBatch"])
    cursor_id = reply["cursor"]["id"]
    collection = reply["cursor"]["ns"].split(".", 1)[1]
    while cursor_id:
        more = {"getMore": cursor_id, "collection": collection}
        if batch_size is not None:
            more["batchSize"] = batch_size
        reply = db.command(more, codec_options=CODEC)
        docs.extend(reply["cursor"]["nextBatch"])
        cursor_id = reply["cursor"]["id"]
    return docs


def check_step(client, db, step, captures):
    step = with_captures(step, captures)
    # A step's `db` of `$db2` is the second database (a collection there, whose UUID another step uses).
    other_db = db.name + "_2" if step.get("db") == "$db2" else step.get("db")
    reply, error = run_command(client, db, with_db(step["command"], db.name), step.get("admin", False) or other_db)
    if "error" in step:
        if error is None:
            raise Failure(f"expected error {step['error']}, got reply {canon(reply)}")
        expect_equal("error code", error.code, step["error"]["code"])
        if "errmsg" in step["error"]:
            expect_equal("error message", error.details.get("errmsg"), step["error"]["errmsg"])
        # A message holding a random value (an index build's UUID) is given as a regular expression.
        if "errmsgPattern" in step["error"]:
            pattern = with_db(step["error"]["errmsgPattern"], db.name)
            if not re.fullmatch(pattern, error.details.get("errmsg", "")):
                raise Failure(f"error message: expected to match {pattern}, got {error.details.get('errmsg')}")
        # Any other field is one of the error's extra fields (CollectionUUIDMismatch's db, collectionUUID...).
        for key, value in step["error"].items():
            if key not in ("code", "errmsg", "errmsgPattern"):
                expect_equal(f"error.{key}", error.details.get(key), value)
        return
    if error is not None:
        raise Failure(f"unexpected error {error.code}: {error.details.get('errmsg')}")
    if "writeError" in step:
        errors = reply.get("writeErrors") or []
        if not errors:
            raise Failure(f"expected a write error, got {canon(reply)}")
        # `$db.` in an expected message (a duplicate key error names its namespace) stands for the test database.
        for key, value in with_db(step["writeError"], db.name).items():
            expect_equal(f"writeErrors[0].{key}", errors[0].get(key), value)
    elif reply.get("writeErrors"):
        raise Failure(f"unexpected write errors {canon(reply['writeErrors'])}")
    for key, value in step.get("reply", {}).items():
        expect_equal(f"reply.{key}", reply.get(key), value)
    for key in step.get("has", []):
        if key not in reply:
            raise Failure(f"reply has no field {key}")
    # A dotted `lacks` names a field inside a subdocument (listCommands' `commands.collstats`).
    for key in step.get("lacks", []):
        *parents, last = key.split(".")
        holder = reply
        for part in parents:
            holder = holder.get(part, {}) if isinstance(holder, dict) else {}
        if isinstance(holder, dict) and last in holder:
            raise Failure(f"reply has a field {key}: {canon(reply)}")
    if "contains" in step and not contains(reply, step["contains"]):
        raise Failure(f"reply does not contain {canon(step['contains'])}: {canon(reply)}")
    for name, path in step.get("capture", {}).items():
        captures[name] = dig(reply, path)
    if "batch" in step:
        expect_equal("documents", all_batches(db, reply), step["batch"])
    if "batchField" in step:
        expect_equal(step["batchField"], [doc.get(step["batchField"]) for doc in all_batches(db, reply)], step["values"])


def run_case(client, db, collection, case):
    if "roundtrip" in case:
        db[collection].insert_one(case["roundtrip"])
        found = db.command({"find": collection, "filter": {"_id": case["roundtrip"]["_id"]}}, codec_options=CODEC)
        expect_equal("document", found["cursor"]["firstBatch"], [case["roundtrip"]])
    elif "find" in case:
        command = dict({"find": collection}, **case["find"])
        docs = all_batches(db, db.command(command, codec_options=CODEC))
        if "ids" in case:
            expect_equal("_ids", [doc["_id"] for doc in docs], case["ids"])
        else:
            expect_equal("documents", docs, case["docs"])
    elif "update" in case:
        reply, error = run_command(client, db, {"update": collection, "updates": [case["update"]]})
        failure = error.code if error else (reply.get("writeErrors") or [{}])[0].get("code")
        failure_message = error.details.get("errmsg") if error else (reply.get("writeErrors") or [{}])[0].get("errmsg")
        if "error" in case:
            expect_equal("error code", failure, case["error"]["code"])
            if "errmsg" in case["error"]:
                expect_equal("error message", failure_message, case["error"]["errmsg"])
        elif failure is not None:
            raise Failure(f"unexpected error {failure}: {failure_message}")
        expect_equal("documents after", list(db[collection].with_options(codec_options=CODEC).find({}, sort=[("_id", 1)])), case["after"])
    elif "cursor" in case:
        reply = db.command(case["cursor"], codec_options=CODEC)
        sizes = [len(reply["cursor"]["firstBatch"])]
        cursor_id = reply["cursor"]["id"]
        while cursor_id:
            reply = db.command({"getMore": cursor_id, "collection": collection, "batchSize": case["getMoreBatchSize"]}, codec_options=CODEC)
            sizes.append(len(reply["cursor"]["nextBatch"]))
            cursor_id = reply["cursor"]["id"]
        expect_equal("batch sizes", sizes, case["batches"])
    else:
        captures = {}
        for step in case.get("steps", [case]):
            check_step(client, db, step, captures)


def main():
    uri, db_name, cases_file = sys.argv[1:4]
    with open(cases_file, encoding="utf-8") as handle:
        groups = unescape(json_util.loads(handle.read(), json_options=LOAD_OPTIONS))
    client = MongoClient(uri, serverSelectionTimeoutMS=5000)
    db = client.get_database(db_name, codec_options=CODEC)
    results = []
    for group in groups:
        for case in group["cases"]:
            if "pymongo" not in case.get("onlyClients", ["pymongo"]):
                continue
            db.drop_collection(group["collection"])
            # System collections last: mongod refuses to drop system.views while a time series exists.
            for name in sorted(db.list_collection_names(), key=lambda name: name.startswith("system.")):
                db.drop_collection(name)
            client.drop_database(db_name + "_2")
            if group.get("setup"):
                db[group["collection"]].insert_many([dict(doc) for doc in group["setup"]])
            try:
                run_case(client, db, group["collection"], case)
                results.append({"name": case["name"], "ok": True})
            except Exception as error:  # a case's failure is reported, never stops the run
                results.append({"name": case["name"], "ok": False, "error": f"{type(error).__name__}: {error}"})
    client.drop_database(db_name)
    client.drop_database(db_name + "_2")
    print(json.dumps({"client": "pymongo", "results": results}))


if __name__ == "__main__":
    main()
