#!/usr/bin/env python3
"""Writes a spec folder for a synthetic API of N endpoints, for gen's benchmarks.

    python3 Benchmarks/synthesize.py 500 /tmp/specs-500            # API "Bench500"
    python3 Benchmarks/synthesize.py 2000 out/ --api Big --files 4

The API is made of CRUD resources, five endpoints each (the last resource is cut short so
the count is exactly N), grouped one group per resource:

    list<R>s    GET    /<r>s            query page/limit/status/since/search, Page<R>, paginate
    get<R>      GET    /<r>s/{id}       typed path parameter, cache
    create<R>   POST   /<r>s            body Create<R>Request
    update<R>   PATCH  /<r>s/{id}       inline body (an <Endpoint>Body model), retryUnsafe
    delete<R>   DELETE /<r>s/{id}       no response; a typed header parameter

Every resource has a model with a nested model, an array of nested line models, a shared
model, an enum, required and optional dates, optionals, defaults and a dictionary; every
success body arrives in the `Envelope<T>` envelope; every third enum is open (`unknown`).
Specs are split into one models file and `--files` endpoint files, as real APIs are.

The output is deterministic: the same arguments give the same bytes.
"""

import argparse
import os
import sys

NOUNS = [
    "account", "address", "album", "appointment", "article", "asset", "badge", "basket", "batch", "booking",
    "branch", "budget", "campaign", "card", "carrier", "catalog", "category", "channel", "checkout", "claim",
    "client", "comment", "company", "contact", "contract", "coupon", "course", "customer", "dashboard", "deal",
    "delivery", "department", "device", "discount", "dispute", "document", "donation", "driver", "employee", "enquiry",
    "estimate", "expense", "feedback", "folder", "forecast", "fulfilment", "garage", "grant", "guest", "invoice",
    "issue", "job", "journal", "ledger", "lesson", "license", "listing", "loan", "location", "member",
    "milestone", "mission", "note", "offer", "order", "organisation", "package", "parcel", "partner", "patient",
    "payment", "payout", "permit", "pet", "playlist", "policy", "portfolio", "post", "prescription", "price",
    "product", "profile", "project", "promotion", "property", "quote", "receipt", "refund", "region", "reminder",
    "rental", "repair", "report", "reservation", "review", "reward", "room", "route", "schedule", "seat",
    "segment", "shipment", "shop", "sku", "slot", "store", "subscription", "supplier", "survey", "team",
    "ticket", "tour", "trip", "vehicle", "vendor", "venue", "visit", "voucher", "warehouse", "webhook",
]

STATUSES = [
    ["draft", "active", "archived"],
    ["pending", "in_progress", "completed", "cancelled"],
    ["open", "on_hold", "closed"],
    ["new", "approved", "rejected", "expired", "revoked"],
]


def pascal(word):
    return "".join(part[:1].upper() + part[1:] for part in word.split("_"))


def plural(word):
    """`address` → `addresses`, `category` → `categories`, `order2` → `order2s`."""
    if word.endswith(("s", "x", "sh", "ch")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


def resource_names(count):
    """Distinct lower-case resource names: the nouns, then the nouns with a number."""
    names = []
    for index in range(count):
        noun = NOUNS[index % len(NOUNS)]
        round_ = index // len(NOUNS)
        names.append(noun if round_ == 0 else f"{noun}{round_ + 1}")
    return names


# The one-field edit of Benchmarks/compile-cost-compare.sh: `--add-field order` gives the model
# of the resource `order` one more optional field, with a wire key no other model uses.
ADDED_FIELD = ("trackingCode", "tracking_code")


def models_file(api, names, add_field=None):
    out = []
    w = out.append
    w(f"# Synthetic benchmark API: {len(names)} resources. Written by Benchmarks/synthesize.py.")
    w(f"api: {api}")
    w(f"description: A synthetic API for gen's benchmarks ({len(names)} resources).")
    w("servers:")
    w(f"  production: https://api.{api.lower()}.example/v1")
    w(f"  staging: https://staging.{api.lower()}.example/v1")
    w("wire: { keys: snake_case, dates: iso8601 }")
    w("auth: bearer")
    w("headers:")
    w("  Accept: application/json")
    w("envelope:")
    w("  model: Envelope")
    w("  data: data")
    w("  success: success")
    w("  message: [error, message]")
    w("  requestId: requestId")
    w("error: { model: ErrorBody, message: error.message, requestId: error.requestId }")
    w("defaults: { timeout: 30, retry: 2 }")
    w("")
    w("models:")
    w("  Envelope<T>:")
    w("    success: Bool")
    w("    data: T?")
    w("    error: String?")
    w("    message: String?")
    w("    requestId: String?")
    w("  ErrorBody:")
    w("    error: ErrorDetail")
    w("  ErrorDetail: { code: String, message: String, requestId: \"String?\", invalidFields: \"[String: String]?\" }")
    w("  PageMeta:")
    w("    page: Int")
    w("    limit: Int")
    w("    total: Int")
    w("    hasMore: Bool = false")
    w("  Page<T>:")
    w("    items: \"[T]\"")
    w("    meta: PageMeta")
    w("  Money: { amount: Decimal, currency: String = EUR }")
    w("  Actor:")
    w("    id: UUID")
    w("    name: String")
    w("    email: String?")
    w("    avatarUrl: URL?")
    w("")
    for index, name in enumerate(names):
        R = pascal(name)
        statuses = STATUSES[index % len(STATUSES)]
        w(f"  # --- {name} ---")
        w(f"  {R}:")
        w(f"    description: A {name.replace('_', ' ')}.")
        w("    fields:")
        w("      id: Int")
        w("      name: String")
        w(f"      status: {R}Status")
        w("      createdAt: Date")
        w("      updatedAt: Date?")
        w("      notes: String?")
        w("      priority: Int = 0")
        w("      archived: Bool = false")
        w("      tags: \"[String]\"")
        w("      price: Money?")
        w(f"      details: {R}Details")
        w(f"      lines: \"[{R}Line]\"")
        w("      owner: Actor?")
        w("      attributes: \"[String: String]\"")
        w("      externalRef: { type: String?, key: externalReference }")
        if name == add_field:
            w(f"      {ADDED_FIELD[0]}: String?")
        if index % 2 == 0:
            w("    example:")
            w(f"      id: {index + 1}")
            w(f"      name: Example {name}")
            w(f"      status: {statuses[0]}")
            w("      createdAt: \"2025-01-01T00:00:00Z\"")
            w("      tags: [a, b]")
            w(f"      details: {{ summary: Example, revision: 1 }}")
            w("      lines: []")
            w("      attributes: {}")
        w(f"  {R}Details:")
        w("    summary: String")
        w("    revision: Int = 1")
        w("    weight: Double?")
        w("    dueOn: { type: Date?, format: date }")
        w("    flags: \"[String]?\"")
        w(f"  {R}Line: {{ sku: String, quantity: Int, unitPrice: Decimal, description: \"String?\" }}")
        w(f"  Create{R}Request:")
        w("    name: String")
        w(f"    status: {R}Status = {statuses[0]}")
        w("    notes: String?")
        w("    priority: Int = 0")
        w("    tags: \"[String]\"")
        w(f"    details: {R}Details")
        w(f"    lines: \"[{R}Line]?\"")
        w("    dueAt: Date?")
        if index % 3 == 0:
            w(f"  {R}Status:")
            w(f"    enum: [{', '.join(statuses)}]")
            w("    unknown: true")
        else:
            w(f"  {R}Status: [{', '.join(statuses)}]")
    return "\n".join(out) + "\n"


def endpoint_lines(name, index, budget):
    """The endpoints of one resource, at most `budget` of them."""
    R = pascal(name)
    many = plural(name)
    Many = pascal(many)
    blocks = [
        [
            f"    list{Many}:",
            f"      get: /{many}",
            f"      description: Lists {many}, newest first.",
            "      query:",
            "        page: Int = 1",
            "        limit: Int = 20",
            f"        status: {R}Status?",
            "        since: Date?",
            "        search: String?",
            "        ids: \"[Int]?\"",
            "        includeArchived: { type: Bool, key: include_archived, default: false }",
            f"      response: Page<{R}>",
            "      paginate: { page: page, items: items, hasMore: meta.hasMore }",
        ],
        [
            f"    get{R}:",
            f"      get: \"/{many}/{{id}}\"",
            "      path: { id: Int }",
            "      cache: 60",
            f"      response: {R}",
        ],
        [
            f"    create{R}:",
            f"      post: /{many}",
            f"      body: Create{R}Request",
            f"      response: {R}",
            "      timeout: 60",
        ],
        [
            f"    update{R}:",
            f"      patch: \"/{many}/{{id}}\"",
            "      path: { id: Int }",
            "      retryUnsafe: true",
            "      body:",
            "        name: String?",
            f"        status: {R}Status?",
            "        notes: { type: String?, nullable: true }",
            "        priority: Int?",
            f"      response: {R}",
        ],
        [
            f"    delete{R}:",
            f"      delete: \"/{many}/{{id}}\"",
            "      path: { id: Int }",
            "      headers:",
            "        If-Match: { param: etag, type: String? }",
            "        X-Reason: benchmark",
        ],
    ]
    lines = []
    for block in blocks[:budget]:
        lines += block
    return lines, min(budget, len(blocks))


def endpoint_files(api, names, endpoints, files):
    """Groups (one per resource) spread over `files` files, in order."""
    chunks = [[] for _ in range(files)]
    remaining = endpoints
    per_file = (len(names) + files - 1) // files
    for index, name in enumerate(names):
        if remaining <= 0:
            break
        lines, used = endpoint_lines(name, index, remaining)
        remaining -= used
        chunks[min(index // per_file, files - 1)].append([f"  {plural(name)}:"] + lines)
    texts = []
    for number, groups in enumerate(chunks, start=1):
        if not groups:
            continue
        body = [f"# Synthetic benchmark API, endpoints part {number}. Written by Benchmarks/synthesize.py.", f"api: {api}", "", "endpoints:"]
        for group in groups:
            body += group
        texts.append("\n".join(body) + "\n")
    return texts


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("endpoints", type=int, help="number of endpoints (>= 1)")
    parser.add_argument("output", help="spec folder to write (created; existing *.yaml in it are replaced)")
    parser.add_argument("--api", help="API name (default Bench<N>)")
    parser.add_argument("--files", type=int, default=0, help="endpoint files (default: one per 250 endpoints, at least 1)")
    parser.add_argument("--add-field", metavar="RESOURCE", help="give RESOURCE's model one more field, trackingCode: String? (a one-field edit)")
    args = parser.parse_args()
    if args.endpoints < 1:
        parser.error("endpoints must be >= 1")
    api = args.api or f"Bench{args.endpoints}"
    files = args.files or max(1, (args.endpoints + 249) // 250)
    names = resource_names((args.endpoints + 4) // 5)

    os.makedirs(args.output, exist_ok=True)
    for existing in os.listdir(args.output):
        if existing.endswith((".yaml", ".yml")):
            os.remove(os.path.join(args.output, existing))
    if args.add_field and args.add_field not in names:
        parser.error(f"no resource named {args.add_field}")
    outputs = {f"{api}.models.yaml": models_file(api, names, args.add_field)}
    for number, text in enumerate(endpoint_files(api, names, args.endpoints, files), start=1):
        outputs[f"{api}.endpoints{number}.yaml"] = text
    for file_name, text in outputs.items():
        with open(os.path.join(args.output, file_name), "w", encoding="utf-8") as handle:
            handle.write(text)
    print(f"{args.output}: API {api}, {args.endpoints} endpoints, {len(names)} resources, {len(outputs)} files", file=sys.stderr)


if __name__ == "__main__":
    main()
