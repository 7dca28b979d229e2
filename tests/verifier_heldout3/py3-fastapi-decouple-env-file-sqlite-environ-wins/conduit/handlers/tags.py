from fastapi import APIRouter, Depends

from conduit.use_cases.factory import list_tags
from conduit.use_cases.tags import ListTags

router = APIRouter()


@router.get("/tags")
def tags(use_case: ListTags = Depends(list_tags)) -> dict:
    return {"tags": use_case()}


@router.get("/health-check")
def health() -> dict:
    return {"status": "up"}
