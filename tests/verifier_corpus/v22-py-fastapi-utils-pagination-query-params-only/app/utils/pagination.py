from dataclasses import dataclass

from fastapi import Query


@dataclass
class PageParams:
    limit: int
    offset: int


def page_params(
    limit: int = Query(20, ge=1, le=100), offset: int = Query(0, ge=0)
) -> PageParams:
    return PageParams(limit=limit, offset=offset)
