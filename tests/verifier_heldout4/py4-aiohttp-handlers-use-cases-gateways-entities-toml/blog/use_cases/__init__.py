from blog.use_cases.accounts import Accounts
from blog.use_cases.errors import UseCaseError
from blog.use_cases.publishing import Publishing

__all__ = ["Accounts", "Publishing", "UseCaseError"]
