"""Composition root: builds stores -> use cases -> controllers and mounts them."""
from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from conduit.controllers.accounts import AccountController
from conduit.controllers.articles import ArticleController
from conduit.persistence.article_store import ArticleStore
from conduit.persistence.session import init_schema
from conduit.persistence.user_store import UserStore
from conduit.use_cases.accounts import AccountUseCases
from conduit.use_cases.errors import UseCaseError
from conduit.use_cases.publishing import PublishingUseCases


def build() -> FastAPI:
    init_schema()
    accounts = AccountUseCases(UserStore())
    publishing = PublishingUseCases(ArticleStore())

    api = FastAPI(title="Conduit")
    api.include_router(AccountController(accounts).router, prefix="/api")
    api.include_router(ArticleController(publishing, accounts).router, prefix="/api")

    @api.get("/api/health-check")
    def health_check() -> dict:
        return {"status": "ok"}

    @api.exception_handler(UseCaseError)
    async def use_case_error(_: Request, exc: UseCaseError) -> JSONResponse:
        return JSONResponse({"errors": {"body": [str(exc)]}}, status_code=exc.status)

    return api


app = build()
