__all__ = [
    "NotSet",
]

from enum import Enum, auto


class NotSet(Enum):
    NOT_SET = auto()
