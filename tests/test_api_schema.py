"""Property-based tests from the OpenAPI document: schemathesis generates valid and invalid
requests for every operation; no answer may be a 5xx or break the documented schema."""

from __future__ import annotations

import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    content_type_conformance,
    negative_data_rejection,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from validator.api import ApiSettings, create_app

# Few playtest games per request and per job: the engine's speed is not what this test is about.
schema = schemathesis.openapi.from_asgi(
    "/openapi.json",
    create_app(ApiSettings(max_playtest_games=3, max_job_games=3, max_field_decks=2)),
)

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    negative_data_rejection,  # a request the schema forbids is never accepted
]


@schema.parametrize()
@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
def test_every_operation_keeps_its_contract(case: schemathesis.Case) -> None:
    case.call_and_validate(checks=CHECKS)
