from dataclasses import dataclass


@dataclass(frozen=True)
class Tag:
    id: int
    name: str
