__all__ = [
    "UseCase",
]

from conduit.core.use_cases.base import UseCase
