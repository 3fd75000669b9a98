#!/usr/bin/env python3
"""Writes the synthetic API of Benchmarks/synthesize.py as an OpenAPI 3.0 document, so that
the compile cost of gen's output can be compared with another generator's output for the
same API on the same machine (Benchmarks/compile-cost-reference.sh).

    python3 Benchmarks/synthesize_openapi.py 500 /tmp/openapi.json

The same resources, endpoints, parameters, models, enums, dates, optionals, defaults and
dictionaries as the spec folder. What OpenAPI has no word for is spelled out as its users
do: each generic envelope and page becomes one schema per payload (`AccountEnvelope`,
`AccountPage`, `AccountPageEnvelope`), and the fixed header of the delete endpoint becomes a
header parameter. Policies gen's language has (paging, retries, caching, timeouts) have no
OpenAPI counterpart and are left out. The output is JSON (a YAML subset), deterministic.
"""

import argparse
import json
import sys

from synthesize import ADDED_FIELD, STATUSES, pascal, plural, resource_names


def ref(name):
    return {"$ref": f"#/components/schemas/{name}"}


def obj(properties, required, description=None):
    schema = {"type": "object", "properties": properties, "required": required}
    if description:
        schema["description"] = description
    return schema


STRING = {"type": "string"}
INT = {"type": "integer"}
BOOL = {"type": "boolean"}
DATE_TIME = {"type": "string", "format": "date-time"}
NUMBER = {"type": "number"}


def envelope(data):
    """`Envelope<T>` for one T."""
    return obj(
        {"success": BOOL, "data": data, "error": STRING, "message": STRING, "requestId": STRING},
        ["success"],
    )


def shared_schemas():
    return {
        "ErrorDetail": obj(
            {"code": STRING, "message": STRING, "request_id": STRING, "invalid_fields": {"type": "object", "additionalProperties": STRING}},
            ["code", "message"],
        ),
        "ErrorBody": obj({"error": ref("ErrorDetail")}, ["error"]),
        "PageMeta": obj({"page": INT, "limit": INT, "total": INT, "has_more": {"type": "boolean", "default": False}}, ["page", "limit", "total"]),
        "Money": obj({"amount": NUMBER, "currency": {"type": "string", "default": "EUR"}}, ["amount"]),
        "Actor": obj(
            {"id": {"type": "string", "format": "uuid"}, "name": STRING, "email": STRING, "avatar_url": {"type": "string", "format": "uri"}},
            ["id", "name"],
        ),
    }


def resource_schemas(name, index, add_field=None):
    R = pascal(name)
    statuses = STATUSES[index % len(STATUSES)]
    schemas = {
        R: obj(
            {
                "id": INT,
                "name": STRING,
                "status": ref(f"{R}Status"),
                "created_at": DATE_TIME,
                "updated_at": DATE_TIME,
                "notes": STRING,
                "priority": {"type": "integer", "default": 0},
                "archived": {"type": "boolean", "default": False},
                "tags": {"type": "array", "items": STRING},
                "price": ref("Money"),
                "details": ref(f"{R}Details"),
                "lines": {"type": "array", "items": ref(f"{R}Line")},
                "owner": ref("Actor"),
                "attributes": {"type": "object", "additionalProperties": STRING},
                "externalReference": STRING,
            },
            ["id", "name", "status", "created_at", "tags", "details", "lines", "attributes"],
            description=f"A {name.replace('_', ' ')}.",
        ),
        f"{R}Details": obj(
            {
                "summary": STRING,
                "revision": {"type": "integer", "default": 1},
                "weight": NUMBER,
                "due_on": {"type": "string", "format": "date"},
                "flags": {"type": "array", "items": STRING},
            },
            ["summary"],
        ),
        f"{R}Line": obj({"sku": STRING, "quantity": INT, "unit_price": NUMBER, "description": STRING}, ["sku", "quantity", "unit_price"]),
        f"Create{R}Request": obj(
            {
                "name": STRING,
                "status": {"allOf": [ref(f"{R}Status")], "default": statuses[0]},
                "notes": STRING,
                "priority": {"type": "integer", "default": 0},
                "tags": {"type": "array", "items": STRING},
                "details": ref(f"{R}Details"),
                "lines": {"type": "array", "items": ref(f"{R}Line")},
                "due_at": DATE_TIME,
            },
            ["name", "tags", "details"],
        ),
        f"{R}Status": {"type": "string", "enum": statuses},
        f"{R}Page": obj({"items": {"type": "array", "items": ref(R)}, "meta": ref("PageMeta")}, ["items", "meta"]),
        f"{R}Envelope": envelope(ref(R)),
        f"{R}PageEnvelope": envelope(ref(f"{R}Page")),
    }
    if name == add_field:
        schemas[R]["properties"][ADDED_FIELD[1]] = STRING
    return schemas


def json_response(schema_name, description="OK"):
    return {"description": description, "content": {"application/json": {"schema": ref(schema_name)}}}


ERROR = {"description": "An error", "content": {"application/json": {"schema": ref("ErrorBody")}}}
ID = {"name": "id", "in": "path", "required": True, "schema": INT}


def operations(name, budget):
    """The resource's operations, at most `budget`, as (path, method, operation)."""
    R = pascal(name)
    many = plural(name)
    Many = pascal(many)
    ops = [
        (f"/{many}", "get", {
            "operationId": f"list{Many}",
            "description": f"Lists {many}, newest first.",
            "parameters": [
                {"name": "page", "in": "query", "schema": {"type": "integer", "default": 1}},
                {"name": "limit", "in": "query", "schema": {"type": "integer", "default": 20}},
                {"name": "status", "in": "query", "schema": ref(f"{R}Status")},
                {"name": "since", "in": "query", "schema": DATE_TIME},
                {"name": "search", "in": "query", "schema": STRING},
                {"name": "ids", "in": "query", "explode": True, "schema": {"type": "array", "items": INT}},
                {"name": "include_archived", "in": "query", "schema": {"type": "boolean", "default": False}},
            ],
            "responses": {"200": json_response(f"{R}PageEnvelope"), "default": ERROR},
        }),
        (f"/{many}/{{id}}", "get", {
            "operationId": f"get{R}",
            "parameters": [ID],
            "responses": {"200": json_response(f"{R}Envelope"), "default": ERROR},
        }),
        (f"/{many}", "post", {
            "operationId": f"create{R}",
            "requestBody": {"required": True, "content": {"application/json": {"schema": ref(f"Create{R}Request")}}},
            "responses": {"200": json_response(f"{R}Envelope"), "default": ERROR},
        }),
        (f"/{many}/{{id}}", "patch", {
            "operationId": f"update{R}",
            "parameters": [ID],
            "requestBody": {"required": True, "content": {"application/json": {"schema": obj(
                {"name": STRING, "status": ref(f"{R}Status"), "notes": {"type": "string", "nullable": True}, "priority": INT}, [])}}},
            "responses": {"200": json_response(f"{R}Envelope"), "default": ERROR},
        }),
        (f"/{many}/{{id}}", "delete", {
            "operationId": f"delete{R}",
            "parameters": [
                ID,
                {"name": "If-Match", "in": "header", "schema": STRING},
                {"name": "X-Reason", "in": "header", "schema": {"type": "string", "enum": ["benchmark"]}},
            ],
            "responses": {"204": {"description": "Deleted"}, "default": ERROR},
        }),
    ]
    return ops[:budget]


def document(endpoints, api, add_field=None):
    names = resource_names((endpoints + 4) // 5)
    schemas = shared_schemas()
    paths = {}
    remaining = endpoints
    for index, name in enumerate(names):
        schemas.update(resource_schemas(name, index, add_field))
        for path, method, operation in operations(name, remaining):
            operation["tags"] = [plural(name)]
            paths.setdefault(path, {})[method] = operation
            remaining -= 1
    return {
        "openapi": "3.0.3",
        "info": {"title": api, "version": "1.0.0", "description": f"A synthetic API for gen's benchmarks ({len(names)} resources)."},
        "servers": [{"url": f"https://api.{api.lower()}.example/v1"}, {"url": f"https://staging.{api.lower()}.example/v1"}],
        "security": [{"bearer": []}],
        "paths": paths,
        "components": {"schemas": schemas, "securitySchemes": {"bearer": {"type": "http", "scheme": "bearer"}}},
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("endpoints", type=int, help="number of endpoints (>= 1)")
    parser.add_argument("output", help="the OpenAPI document to write (JSON)")
    parser.add_argument("--api", help="API name (default Bench<N>)")
    parser.add_argument("--add-field", metavar="RESOURCE", help="give RESOURCE's schema one more property, tracking_code (as synthesize.py --add-field)")
    args = parser.parse_args()
    api = args.api or f"Bench{args.endpoints}"
    doc = document(args.endpoints, api, args.add_field)
    with open(args.output, "w", encoding="utf-8") as handle:
        json.dump(doc, handle, indent=1, sort_keys=False)
        handle.write("\n")
    operations_count = sum(len(methods) for methods in doc["paths"].values())
    print(f"{args.output}: {operations_count} operations, {len(doc['components']['schemas'])} schemas", file=sys.stderr)


if __name__ == "__main__":
    main()
