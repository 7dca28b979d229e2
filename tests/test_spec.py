import pytest
import yaml
from openapi_spec_validator import validate

from harness.paths import SPECS_DIR
from tests.conftest import SHARED

SPEC = yaml.safe_load((SPECS_DIR / "conduit.openapi.yaml").read_text())


def operations(document: dict) -> set[tuple[str, str]]:
    return {
        (method.upper(), path)
        for path, item in document["paths"].items()
        for method in item
        if method in {"get", "post", "put", "delete", "patch"}
    }


def test_the_spec_is_valid_openapi_3_0():
    assert SPEC["openapi"].startswith("3.0")
    validate(SPEC)


def test_nineteen_operations_on_twelve_paths():
    assert len(SPEC["paths"]) == 12
    assert len(operations(SPEC)) == 19


def test_same_operations_as_the_upstream_spec():
    upstream_file = SHARED / "realworld" / "openapi.yml"
    if not upstream_file.exists():
        pytest.skip("the upstream spec is not beside the checkout")
    assert operations(SPEC) == operations(yaml.safe_load(upstream_file.read_text()))


def test_token_scheme_pagination_filters_and_error_shape():
    scheme = SPEC["components"]["securitySchemes"]["Token"]
    assert (scheme["type"], scheme["in"], scheme["name"]) == ("apiKey", "header", "Authorization")
    params = SPEC["components"]["parameters"]
    assert params["Limit"]["schema"]["default"] == 20 and params["Offset"]["schema"]["default"] == 0
    listing = {p.get("name") for p in SPEC["paths"]["/articles"]["get"]["parameters"]}
    assert {"tag", "author", "favorited"} <= listing
    error = SPEC["components"]["schemas"]["ErrorBody"]
    assert error["properties"]["errors"]["properties"]["body"]["type"] == "array"
    assert "422" in SPEC["paths"]["/users"]["post"]["responses"]
