from ninja import Router

router = Router()


@router.get("/health-check")
def health(request):
    return {"status": "ok"}
