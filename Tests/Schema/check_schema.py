#!/usr/bin/env python3
"""Checks docs/gen-spec.schema.json: it must accept every spec in Specs/ and a few valid
snippets, and reject the mistakes below; and docs/gen-config.schema.json the same way for
gen.yaml (CONFIG_VALID, CONFIG_INVALID; a Swift test keeps its keys those of GenConfig). Prints one line per failure and a final line
'N passed, M failed'; exits non-zero when anything failed.

Needs jsonschema and PyYAML (python3 -m pip install jsonschema pyyaml).
"""

import json
import re
import sys
from pathlib import Path

import jsonschema
import yaml

ROOT = Path(__file__).resolve().parent.parent.parent
SCHEMA = ROOT / "docs" / "gen-spec.schema.json"
CONFIG_SCHEMA = ROOT / "docs" / "gen-config.schema.json"
SPECS = ROOT / "Specs"


class Yaml12Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """libyaml's parser (gen's own) when PyYAML has it, with YAML 1.2 core scalars as
    yaml-language-server and the gen loader read them: `yes`/`on` stay text and `2025-01-15`
    is not a date."""


Yaml12Loader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", "tTfF"),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", "-+0123456789"),
    (
        "tag:yaml.org,2002:float",
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$",
        "-+0123456789.",
    ),
]:
    Yaml12Loader.add_implicit_resolver(tag, re.compile(pattern), list(first))


def load_yaml(text):
    def stringify(value):
        # JSON object keys are text; YAML allows `200:` as a key.
        if isinstance(value, dict):
            return {str(k): stringify(v) for k, v in value.items()}
        if isinstance(value, list):
            return [stringify(v) for v in value]
        return value

    return stringify(yaml.load(text, Loader=Yaml12Loader))


HEADER = "api: Shop\nservers: { production: https://api.shop.example }\n"

# Snippets the schema must accept: each form the language allows.
VALID = {
    "models in every form": HEADER
    + """
models:
  Order:
    id: Int
    tags: [String]
    counts: [String: Int]
    note: String? = null
    vip: Bool = false
  Invoice:
    description: An invoice.
    keys: camelCase
    dates: "yyyy-MM-dd'T'HH:mm:ss.SSSSSS'Z'"
    mutable: true
    fields:
      id: { type: Int, key: invoice_id }
      issuedOn: { type: Date, format: date }
      note: { type: String?, nullable: true, secret: false, deprecated: true, description: x, example: y }
    example: { id: 1 }
  Page<T>: { items: "[T]" }
  Pair<A, B>: { first: A, second: B }
  Status: [pending, in_progress]
  Priority:
    enum: { low: LOW, high: HIGH }
    unknown: true
    description: How urgent.
""",
    "endpoints in every form": HEADER
    + """
auth: { apiKey: api_key, in: query }
envelope: { model: Envelope, data: data, success: ok, message: [error, message], requestId: rid }
error: { model: Problem, message: error.message, requestId: error.id }
requestId: X-Trace
rateLimit: { remaining: X-RateLimit-Remaining, reset: X-RateLimit-Reset, resetIs: epoch-seconds }
defaults: { auth: bearer, timeout: 30, retry: 0, retryUnsafe: true, cache: 60, maxResponseSize: 10MB }
endpoints:
  orders:
    listOrders:
      get: /orders
      query: { page: Int = 1, limit: { type: Int, default: 20 } }
      headers: { Accept: application/json, X-Trace: { param: trace, type: String? } }
      response: Page<Order>
      paginate: { page: page, items: items, hasMore: meta.hasMore }
      envelope: none
      metadata: true
    getOrder: { get: "/orders/{id}", path: { id: Int }, response: Order, auth: none, cache: 30, maxResponseSize: 1048576 }
    createOrder: { post: /orders, body: { customerId: String }, retryUnsafe: true, timeout: 2.5, retry: 3 }
    replaceOrder: { put: "/orders/{id}", body: Order, error: Problem, envelope: Other }
    typedBody: { patch: "/orders/{id}", body: { type: "[String: JSON]" } }
    typedResponse: { get: /orders/latest, response: { type: Order } }
    typedField: { patch: "/kinds/{id}", body: { type: String, payload: JSON } }
    longFormBody: { post: /drafts, body: { keys: camelCase, mutable: true, fields: { itemName: String } } }
    upload: { post: /files, multipart: { file: File, name: String } }
    login: { post: /login, form: { user: String } }
    photo: { put: /photo, raw: image/jpeg }
    export: { get: /export, download: true, deprecated: true, description: Exports. }
    ping: { head: /ping }
    purge: { delete: /orders, paginate: { offset: offset } }
    feed: { get: /feed, query: { after: String? }, paginate: { cursor: after, next: meta.next, items: items } }
""",
    "types of every shape": HEADER
    + """
wire: { keys: snake_case, digits: split }
models:
  Summary: { id: String, ...: JSON }
  Full:
    extends: Summary
    digits: join
    fields: { line1: String, amount: { type: Int, lenient: true } }
  Extra: { extends: [Summary], additionalProperties: String }
  Status: { enum: { active: 0, closed: 1 }, unknown: true }
  Standing: { alias: Status }
  OldStanding: { alias: Status, description: "The status, as it was called.", deprecated: true }
  Brief: { alias: Summary, description: "A summary by its older name." }
  Email: { alias: String, address: String }
  Ref: { oneOf: [String, Full], id: id }
  Source: { oneOf: { card: Full, bank_account: Summary }, discriminator: type, unknown: true }
  Body: { oneOf: { text: String, parts: "[String]" } }
""",
    "a file with only models": "api: Shop\nmodels:\n  Order: { id: Int }\n",
    "rate-limit headers without a reset": HEADER + "rateLimit: { remaining: X-Quota-Left }\n",
    "request and answer shapes": HEADER
    + """
formStyle: brackets
envelope: { success: ok, code: [error, error.code], message: error_description, requestId: meta.request_id }
requestId: { header: X-Request-Id, send: false }
endpoints:
  shapes:
    pay: { post: /pay, form: { meta: "[String: String]", tags: { type: "[String]", style: flat } }, query: { created: Range? } }
    file: { get: "/files/{+path}", response: { raw: "*/*" } }
    csv: { get: /export, response: { text: "text/*" } }
    upload: { post: /files, server: uploads, raw: application/octet-stream }
    mirror: { get: /m, server: "https://mirror.shop.example/v2", response: { type: String } }
    refund: { post: /r, responses: { 200: Refund, 202: Job, 204: none } }
    maybe: { get: /maybe, response: Refund? }
    list: { get: /l, query: { after: String? }, response: List, paginate: { cursor: after, lastItem: id, items: data, hasMore: hasMore } }
""",
    "an envelope's code": HEADER + "envelope: { model: Envelope, success: success, code: code }\n",
    "an internal module with publishers": HEADER + "access: internal\ncombine: true\n",
    "a package module with OpenCombine publishers": HEADER + "access: package\ncombine: OpenCombine\n",
}

VALID["named auth schemes, one or several per endpoint, and error texts"] = (
    HEADER
    + "authSchemes:\n  session: bearer\n  storeKey: { apiKey: X-Store-Key }\n  partner: { apiKey: partner_key, in: query }\n"
    + "  visitor: { apiKey: visitor, in: cookie }\n"
    + "auth: session\ndefaults: { auth: session }\n"
    + "errorTexts: { offline: No connection., serverError: 'Server error ({status})' }\n"
    + "endpoints:\n  orders:\n    a: { get: /a, auth: storeKey }\n    b: { get: /b, auth: [session, partner] }\n    c: { get: /c, auth: none }\n"
    + "    d: { get: /d, auth: visitor, headers: { X-Version: { param: version, type: String, default: '2024-06-01' } } }\n"
)

# Mistakes the schema must reject, with where it must point (a JSON path; "" for the top).
INVALID = {
    "unknown top-level key": ("", HEADER + "wier: { keys: snake_case }\n"),
    "private access": ("access", HEADER + "access: private\n"),
    "combine as yes": ("combine", HEADER + "combine: yes\n"),
    "no api": ("", "servers: { production: https://api.shop.example }\n"),
    "api not an identifier": ("api", "api: My Shop\n"),
    "api named like a module Swift provides": ("api", "api: Foundation\n"),
    "api named like a keyword": ("api", "api: class\n"),
    "api name longer than 64 bytes": ("api", "api: " + "Shop" * 17 + "\n"),
    "unknown endpoint key": ("endpoints/orders/listOrders", HEADER + "endpoints:\n  orders:\n    listOrders: { get: /orders, qurey: { page: Int } }\n"),
    "two methods": ("endpoints/orders/saveOrder", HEADER + "endpoints:\n  orders:\n    saveOrder: { put: /orders, patch: /orders }\n"),
    "no method": ("endpoints/orders/listOrders", HEADER + "endpoints:\n  orders:\n    listOrders: { response: Order }\n"),
    "path without a slash": ("endpoints/orders/listOrders/get", HEADER + "endpoints:\n  orders:\n    listOrders: { get: orders }\n"),
    "wrong wire.keys": ("wire/keys", HEADER + "wire: { keys: snake }\n"),
    "unknown wire key": ("wire", HEADER + "wire: { keys: snake_case, date: iso8601 }\n"),
    "unknown date format": ("wire/dates", HEADER + "wire: { dates: iso8610 }\n"),
    "unknown auth scheme": ("auth", HEADER + "auth: bearer token\n"),
    "api key in the body": ("auth/in", HEADER + "auth: { apiKey: key, in: body }\n"),
    "a scheme name that is no identifier": ("endpoints/orders/a/auth", HEADER + "endpoints:\n  orders:\n    a: { get: /a, auth: store-key }\n"),
    "a named scheme that is none": ("authSchemes/open", HEADER + "authSchemes: { open: none }\n"),
    "a named scheme called bearer": ("authSchemes", HEADER + "authSchemes: { bearer: bearer }\n"),
    "an empty auth list": ("auth", HEADER + "authSchemes: { session: bearer }\nauth: []\n"),
    "an error text for no kind": ("errorTexts", HEADER + "errorTexts: { ofline: No connection. }\n"),
    "an empty error text": ("errorTexts/offline", HEADER + "errorTexts: { offline: '' }\n"),
    "server URL without scheme": ("servers/production", "api: Shop\nservers: { production: api.shop.example }\n"),
    "servers as one URL": ("servers", "api: Shop\nservers: https://api.shop.example\n"),
    "zero timeout": ("defaults/timeout", HEADER + "defaults: { timeout: 0 }\n"),
    "negative retry": ("defaults/retry", HEADER + "defaults: { retry: -1 }\n"),
    "size with an unknown unit": ("defaults/maxResponseSize", HEADER + "defaults: { maxResponseSize: 10 megabytes }\n"),
    "unknown defaults key": ("defaults", HEADER + "defaults: { timout: 30 }\n"),
    "unknown field option": ("models/Order/id", HEADER + "models:\n  Order:\n    id: { type: Int, kye: order_id }\n"),
    "long-form field without type": ("models/Order/id", HEADER + "models:\n  Order:\n    id: { key: order_id }\n"),
    "unquoted list of two types": ("models/Order/tags", HEADER + "models:\n  Order:\n    tags: [String, Int]\n"),
    "unknown model long-form key": ("models/Order", HEADER + "models:\n  Order:\n    fields: { id: Int }\n    descripton: x\n"),
    "mutable not a boolean": ("models/Order/mutable", HEADER + "models:\n  Order:\n    mutable: sometimes\n    fields: { id: Int }\n"),
    "unknown long-form body key": ("endpoints/orders/c/body", HEADER
    + "endpoints:\n  orders:\n    c: { post: /c, body: { fields: { id: Int }, kyes: camelCase } }\n"),
    "unknown digit style": ("wire/digits", HEADER + "wire: { keys: snake_case, digits: spilt }\n"),
    "lenient not a boolean": ("models/Order/amount/lenient", HEADER + "models:\n  Order:\n    amount: { type: Int, lenient: maybe }\n"),
    "unknown union key": ("models/Ref", HEADER + "models:\n  Ref:\n    oneOf: [String, Int]\n    discrimnator: type\n"),
    "tagged union as a list": ("models/Ref/oneOf", HEADER + "models:\n  Ref:\n    oneOf: [A, B]\n    discriminator: type\n"),
    "extends a list of lists": ("models/Full/extends/0", HEADER + "models:\n  Full:\n    extends: [[A]]\n"),
    "enum with default": ("models/Priority", HEADER + "models:\n  Priority:\n    enum: [low, high]\n    default: low\n"),
    "alias with values": ("models/Level", HEADER + "models:\n  Level:\n    alias: Priority\n    unknown: true\n"),
    "malformed model name": ("models", HEADER + "models:\n  Page<T:\n    items: Int\n"),
    "paginate with page and offset": ("endpoints/orders/l/paginate", HEADER
    + "endpoints:\n  orders:\n    l: { get: /l, paginate: { page: page, offset: offset } }\n"),
    "paginate by cursor without next": ("endpoints/orders/l/paginate", HEADER
    + "endpoints:\n  orders:\n    l: { get: /l, paginate: { cursor: after } }\n"),
    "page with cursor": ("endpoints/orders/l/paginate", HEADER
    + "endpoints:\n  orders:\n    l: { get: /l, paginate: { page: page, cursor: after } }\n"),
    "offset with cursor and next": ("endpoints/orders/l/paginate", HEADER
    + "endpoints:\n  orders:\n    l: { get: /l, paginate: { offset: offset, cursor: after, next: meta.next } }\n"),
    "cursor with a total": ("endpoints/orders/l/paginate", HEADER
    + "endpoints:\n  orders:\n    l: { get: /l, paginate: { cursor: after, next: meta.next, total: meta.total } }\n"),
    "next without cursor": ("endpoints/orders/l/paginate", HEADER
    + "endpoints:\n  orders:\n    l: { get: /l, paginate: { page: page, next: meta.next } }\n"),
    "paginate without page or offset": ("endpoints/orders/l/paginate", HEADER + "endpoints:\n  orders:\n    l: { get: /l, paginate: { items: items } }\n"),
    "unknown envelope key": ("envelope", HEADER + "envelope: { model: Envelope, dta: data }\n"),
    "success flag with a payload field": ("envelope", HEADER + "envelope: { success: ok, data: channel }\n"),
    "success flag as a path": ("envelope/success", HEADER + "envelope: { success: status.ok }\n"),
    "unknown form style": ("formStyle", HEADER + "formStyle: deepObject\n"),
    "unknown field style": ("endpoints/o/p/form/meta/style", HEADER + "endpoints:\n  o:\n    p: { post: /p, form: { meta: { type: JSON, style: deep } } }\n"),
    "unknown requestId key": ("requestId", HEADER + "requestId: { header: X-Request-Id, sent: false }\n"),
    "requestId send not a boolean": ("requestId/send", HEADER + "requestId: { send: never }\n"),
    "status that is not a success": ("endpoints/o/c/responses", HEADER + "endpoints:\n  o:\n    c: { post: /c, responses: { 404: String } }\n"),
    "response with text and type": ("endpoints/o/c/response", HEADER + "endpoints:\n  o:\n    c: { get: /c, response: { text: text/csv, type: String } }\n"),
    "text without a subtype": ("endpoints/o/c/response/text", HEADER + "endpoints:\n  o:\n    c: { get: /c, response: { text: csv } }\n"),
    "server that is not a URL or a name": ("endpoints/o/c/server", HEADER + "endpoints:\n  o:\n    c: { get: /c, server: \"ftp://files.shop.example\" }\n"),
    "lastItem and next": ("endpoints/orders/l/paginate", HEADER
        + "endpoints:\n  orders:\n    l: { get: /l, paginate: { cursor: after, next: next, lastItem: id } }\n"),
    "lastItem with offset": ("endpoints/orders/l/paginate", HEADER
        + "endpoints:\n  orders:\n    l: { get: /l, paginate: { offset: offset, lastItem: id } }\n"),
    "rateLimit without remaining": ("rateLimit", HEADER + "rateLimit: { reset: X-RateLimit-Reset }\n"),
    "rateLimit as one header": ("rateLimit", HEADER + "rateLimit: X-RateLimit-Remaining\n"),
    "unknown resetIs": ("rateLimit/resetIs", HEADER + "rateLimit: { remaining: X-RateLimit-Remaining, reset: X-RateLimit-Reset, resetIs: minutes }\n"),
    "resetIs without reset": ("rateLimit", HEADER + "rateLimit: { remaining: X-RateLimit-Remaining, resetIs: seconds }\n"),
    "unknown rateLimit key": ("rateLimit", HEADER + "rateLimit: { remaining: X-RateLimit-Remaining, resetIn: seconds }\n"),
    "rateLimit header with a space": ("rateLimit/remaining", HEADER + "rateLimit: { remaining: X RateLimit }\n"),
    "header value with a line break": ("headers/X-Client", HEADER + 'headers: { X-Client: "ios\\r\\nX-Admin: 1" }\n'),
    "endpoint header value with a line break": ("endpoints/orders/l/headers/X-Note", HEADER
    + 'endpoints:\n  orders:\n    l: { get: /l, headers: { X-Note: "a\\nb" } }\n'),
    "raw content type with NUL": ("endpoints/orders/l/raw", HEADER + 'endpoints:\n  orders:\n    l: { put: /l, raw: "text/plain\\0" }\n'),
    "unknown header-parameter key": ("endpoints/orders/l/headers/X-Trace", HEADER
    + "endpoints:\n  orders:\n    l: { get: /l, headers: { X-Trace: { param: t, tpye: String } } }\n"),
}

# gen.yaml files the config schema must accept, and mistakes it must reject (where, file).
CONFIG_VALID = {
    "every key": "output: ../Generated\ntemplates: ../Templates\nmocks: false\nlayout: flat\napis: [Shop, Till]\n"
    + "access: internal\ncombine: true\n",
    "no key": "{}\n",
}

CONFIG_INVALID = {
    "unknown key": ("", "mock: false\n"),
    "mocks as text": ("mocks", "mocks: no\n"),
    "unknown layout": ("layout", "layout: flt\n"),
    "apis as one name": ("apis", "apis: Shop\n"),
    "no apis": ("apis", "apis: []\n"),
    "api name with a space": ("apis/0", "apis: [My Shop]\n"),
    "empty output": ("output", "output: ''\n"),
    "private access": ("access", "access: private\n"),
    "combine as a framework name": ("combine", "combine: OpenCombine\n"),
}


def check(validator, valid, invalid, report):
    for name, text in valid.items():
        errors = list(validator.iter_errors(load_yaml(text)))
        detail = "; ".join(f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in errors[:3])
        report(not errors, f"accepts {name}", detail)
    for name, (where, text) in invalid.items():
        best = jsonschema.exceptions.best_match(validator.iter_errors(load_yaml(text)))
        if best is None:
            report(False, f"rejects {name}", "accepted")
        else:
            found = "/".join(map(str, best.absolute_path))
            report(found == where, f"rejects {name}", f"at '{found}', expected '{where}': {best.message[:200]}")


def main():
    schema = json.loads(SCHEMA.read_text())
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    passed = failed = 0

    def report(ok, name, detail=""):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print(f"FAIL {name}{': ' + detail if detail else ''}")

    specs = sorted(p for p in [*SPECS.glob("*.yaml"), *SPECS.glob("*.yml")] if p.name != "gen.yaml")
    report(bool(specs), "Specs/ has specs")
    # What `gen import` writes is a spec an editor must accept too.
    imported = sorted((ROOT / "Tests" / "Fixtures" / "Imported").glob("*.yaml"))
    report(bool(imported), "Tests/Fixtures/Imported has specs")
    specs += imported
    for path in specs:
        errors = list(validator.iter_errors(load_yaml(path.read_text())))
        detail = "; ".join(f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in errors[:3])
        report(not errors, f"accepts {path.relative_to(ROOT)}", detail)
    check(validator, VALID, INVALID, report)

    config_schema = json.loads(CONFIG_SCHEMA.read_text())
    jsonschema.Draft7Validator.check_schema(config_schema)
    check(jsonschema.Draft7Validator(config_schema), {f"gen.yaml with {k}": v for k, v in CONFIG_VALID.items()},
          {f"gen.yaml with {k}": v for k, v in CONFIG_INVALID.items()}, report)

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
