from ninja import NinjaAPI

from core.routes.comments import router as comments_router

api = NinjaAPI(title="Conduit", urls_namespace="conduit")


@api.get("/health-check")
def health_check(request):
    return {"status": "ok"}


api.add_router("/", comments_router)
