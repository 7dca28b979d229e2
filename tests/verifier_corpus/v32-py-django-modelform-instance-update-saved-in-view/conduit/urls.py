from django.http import JsonResponse
from django.urls import include, path

urlpatterns = [
    path("api/health-check", lambda request: JsonResponse({"status": "ok"})),
    path("api/", include("articles.routes.urls")),
]
