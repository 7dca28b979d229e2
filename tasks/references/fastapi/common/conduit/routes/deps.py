"""Per-request dependencies: the services and the caller's identity."""

from collections.abc import Iterator
from typing import Annotated

from fastapi import Depends, Header, HTTPException, Request, status

from conduit.security import token_from_header
from conduit.services import Services
from conduit.services.views import Identity


def request_services(request: Request) -> Iterator[Services]:
    # The composition root decides how services are built (and on which storage).
    with request.app.state.open_services() as opened:
        yield opened


ServicesDep = Annotated[Services, Depends(request_services)]


def optional_identity(services: ServicesDep, authorization: Annotated[str | None, Header()] = None) -> Identity | None:
    """The caller, or None when no Authorization header is sent; a bad token is still a 401."""
    if authorization is None:
        return None
    token = token_from_header(authorization)
    if token is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "expected an 'Authorization: Token <jwt>' header")
    return services.users.authenticate(token)


def identity(caller: Annotated[Identity | None, Depends(optional_identity)]) -> Identity:
    if caller is None:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "authentication required")
    return caller


IdentityDep = Annotated[Identity, Depends(identity)]
OptionalIdentityDep = Annotated[Identity | None, Depends(optional_identity)]
