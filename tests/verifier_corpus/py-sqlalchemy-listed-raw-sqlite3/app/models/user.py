from dataclasses import dataclass


@dataclass
class User:
    username: str
    email: str
    id: int | None = None
