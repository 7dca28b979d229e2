"""Builds use cases with their data access for one session (FastAPI dependencies)."""
from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.data_access.session import session_scope
from conduit.data_access.tags import TagsDataAccess
from conduit.data_access.users import UsersDataAccess
from conduit.use_cases.accounts import Accounts
from conduit.use_cases.tags import ListTags


def accounts(session: Session = Depends(session_scope)) -> Accounts:
    return Accounts(UsersDataAccess(session))


def list_tags(session: Session = Depends(session_scope)) -> ListTags:
    return ListTags(TagsDataAccess(session))
