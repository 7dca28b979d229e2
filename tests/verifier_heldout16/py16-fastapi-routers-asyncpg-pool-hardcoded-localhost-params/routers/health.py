from fastapi import APIRouter

router = APIRouter()


@router.get("/health-check")
async def health():
    return {"status": "ok"}
