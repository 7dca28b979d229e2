"""Storage access: every query the application runs goes through these classes."""

from conduit.repositories.unit_of_work import UnitOfWork, UnitOfWorkFactory

__all__ = ["UnitOfWork", "UnitOfWorkFactory"]
