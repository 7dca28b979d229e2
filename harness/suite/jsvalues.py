"""JavaScript value semantics for suites written after a Postman collection (`semantics: javascript`).

The study's collection asserts with plain JavaScript (`tests[name] = article.favoritesCount > 0`,
`Number.isInteger(x)`, `x === true`, `obj.hasOwnProperty(key)`) and passes captured values to later
requests through `pm.globals`, which newman substitutes with the variable's string form. The
functions here give those operators' results on parsed JSON values: relational comparison and loose
equality with ToNumber coercion, strict equality, property reads, and ToString. docs/suite-semantics.md
maps each assertion form to them."""

from __future__ import annotations

import math
import re
from decimal import Decimal
from typing import Any


class _Undefined:
    """JavaScript's `undefined`: what reading an absent property gives (JSON has no such value)."""

    _instance: _Undefined | None = None

    def __new__(cls) -> _Undefined:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "undefined"


UNDEFINED: Any = _Undefined()


class JsTypeError(Exception):
    """Reading a property of null or undefined: the collection's script throws and the check is lost."""


# StrWhiteSpaceChar: WhiteSpace and LineTerminator (ECMA-262 §7.2, §7.3, §7.1.4.1).
_JS_SPACE = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a" \
            "\u2028\u2029\u202f\u205f\u3000\ufeff"  # fmt: skip
_DECIMAL = re.compile(r"[+-]?(?:Infinity|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?)")
_RADIX = {"x": (16, re.compile(r"0[xX][0-9a-fA-F]+")), "o": (8, re.compile(r"0[oO][0-7]+")),
          "b": (2, re.compile(r"0[bB][01]+"))}  # fmt: skip


def is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _string_to_number(text: str) -> float:
    text = text.strip(_JS_SPACE)
    if not text:
        return 0.0
    if _DECIMAL.fullmatch(text):
        return float(text.replace("Infinity", "inf"))
    if len(text) > 2 and text[1].lower() in _RADIX:
        radix, pattern = _RADIX[text[1].lower()]
        if pattern.fullmatch(text):
            return float(int(text[2:], radix))
    return math.nan


def to_primitive(value: Any) -> Any:
    """ToPrimitive with the number hint for JSON values: arrays and objects become their strings."""
    if isinstance(value, (list, dict)):
        return to_string(value)
    return value


def to_number(value: Any) -> float:
    """ToNumber: true is 1, null is 0, undefined is NaN, "1" is 1, " 2 " is 2, "" is 0, "abc" is NaN."""
    value = to_primitive(value)
    if value is UNDEFINED:
        return math.nan
    if value is None:
        return 0.0
    if isinstance(value, bool):
        return 1.0 if value else 0.0
    if isinstance(value, str):
        return _string_to_number(value)
    return float(value)


def number_to_string(value: int | float) -> str:
    """Number::toString: 1.0 is "1", 1e21 is "1e+21", 1.5e-7 is "1.5e-7"; integers past 2**53 round."""
    if isinstance(value, int) and abs(value) <= 2**53:
        return str(value)
    number = float(value)
    if math.isnan(number):
        return "NaN"
    if math.isinf(number):
        return "Infinity" if number > 0 else "-Infinity"
    if number == 0:
        return "0"
    sign = "-" if number < 0 else ""
    # repr gives the shortest digits that round-trip, as ECMAScript requires.
    _, digit_tuple, exponent = Decimal(repr(abs(number))).normalize().as_tuple()
    digits = "".join(map(str, digit_tuple))
    k, n = len(digits), len(digits) + int(exponent)  # value = 0.digits × 10^n
    if k <= n <= 21:
        return sign + digits + "0" * (n - k)
    if 0 < n <= 21:
        return sign + digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return sign + "0." + "0" * -n + digits
    power = n - 1
    mantissa = digits if k == 1 else digits[0] + "." + digits[1:]
    return f"{sign}{mantissa}e{'+' if power >= 0 else '-'}{abs(power)}"


def to_string(value: Any) -> str:
    """ToString as a Postman variable substitutes it: null is "null", true is "true", [1, [2]] is
    "1,2", an object is "[object Object]"."""
    if value is None:
        return "null"
    if value is UNDEFINED:
        return "undefined"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return value
    if is_number(value):
        return number_to_string(value)
    if isinstance(value, list):  # Array.prototype.join: null and undefined items are empty
        return ",".join("" if item is None or item is UNDEFINED else to_string(item) for item in value)
    return "[object Object]"


def relational(value: Any, operator: str, bound: float) -> bool:
    """`value OP bound` for OP in > < >= <= == with a number on the right, as JavaScript evaluates it."""
    if operator == "==":
        return loose_equals_number(value, bound)
    number = to_number(value)
    if math.isnan(number):
        return False
    return {">": number > bound, "<": number < bound, ">=": number >= bound, "<=": number <= bound}[operator]


def loose_equals_number(value: Any, number: float) -> bool:
    """`value == number`: null and undefined equal no number; strings, booleans and arrays are converted."""
    if value is None or value is UNDEFINED:
        return False
    return to_number(value) == number


def strict_equals(left: Any, right: Any) -> bool:
    """`left === right`: no conversion; numbers by value (1 === 1.0), arrays and objects by identity."""
    if left is UNDEFINED or right is UNDEFINED or left is None or right is None:
        return left is right
    if isinstance(left, bool) or isinstance(right, bool):
        return isinstance(left, bool) and isinstance(right, bool) and left == right
    if is_number(left) and is_number(right):
        return float(left) == float(right)
    if isinstance(left, str) and isinstance(right, str):
        return left == right
    return left is right


def is_integer(value: Any) -> bool:
    """Number.isInteger: a number with an integral value; "1" and true are not numbers."""
    if not is_number(value):
        return False
    return isinstance(value, int) or (math.isfinite(value) and value.is_integer())


def _index(key: str | int) -> int | None:
    if isinstance(key, int):
        return key
    return int(key) if key.isdigit() and (key == "0" or not key.startswith("0")) else None


def member(value: Any, key: str | int) -> Any:
    """`value[key]`: an object's own key, an array's or string's index or length; UNDEFINED when absent."""
    if value is None or value is UNDEFINED:
        raise JsTypeError(f"cannot read property {key!r} of {to_string(value)}")
    if isinstance(value, dict):
        return value.get(str(key), UNDEFINED)
    if isinstance(value, (list, str)):
        if key == "length":
            return len(value)
        index = _index(key)
        return value[index] if index is not None and index < len(value) else UNDEFINED
    return UNDEFINED  # numbers and booleans have no own properties a JSON path can name


def has_own(value: Any, key: str | int) -> bool:
    """`value.hasOwnProperty(key)`."""
    if value is None or value is UNDEFINED:
        raise JsTypeError(f"cannot read property 'hasOwnProperty' of {to_string(value)}")
    if isinstance(value, dict):
        return str(key) in value
    if isinstance(value, (list, str)):
        index = _index(key)
        return key == "length" or (index is not None and index < len(value))
    return False


def read(document: Any, steps: list[str | int]) -> tuple[Any, Any]:
    """(parent, value) of a path as the collection reads it: `var user = responseJSON.user || {}`, so
    an absent or falsy object along the way reads as {} and what follows is undefined; only a JSON
    null or absent document throws."""
    if document is None or document is UNDEFINED:
        raise JsTypeError("the response body is null")
    parent, current = None, document
    for step in steps:
        parent = current if _truthy(current) else {}
        current = member(parent, step)
    return parent, current


def _truthy(value: Any) -> bool:
    if value is None or value is UNDEFINED or value is False:
        return False
    if is_number(value):
        return value != 0 and not (isinstance(value, float) and math.isnan(value))
    if isinstance(value, str):
        return value != ""
    return True
