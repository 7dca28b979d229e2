from django.http import JsonResponse
from django.urls import include, path

urlpatterns = [
    path("api/health-check", lambda r: JsonResponse({"status": "ok"})),
    path("api/", include("conduit.articles.urls")),
]
