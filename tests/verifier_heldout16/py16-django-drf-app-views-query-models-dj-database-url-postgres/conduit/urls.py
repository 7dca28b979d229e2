from django.http import JsonResponse
from django.urls import include, path


def health(_request):
    return JsonResponse({"status": "ok"})


urlpatterns = [
    path("api/health-check", health),
    path("api/", include("articles.urls")),
    path("api/", include("profiles.urls")),
]
