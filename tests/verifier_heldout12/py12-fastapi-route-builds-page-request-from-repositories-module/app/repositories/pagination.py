from dataclasses import dataclass, field
from typing import Generic, TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class PageRequest:
    """limit/offset window a repository applies to its query."""

    limit: int = 20
    offset: int = 0

    def __post_init__(self) -> None:
        if self.limit < 0 or self.offset < 0:
            raise ValueError("limit and offset must be >= 0")


@dataclass
class Page(Generic[T]):
    items: list[T] = field(default_factory=list)
    total: int = 0
