from django.http import JsonResponse
from django.urls import include, path


def health(request):
    return JsonResponse({"status": "ok"})


urlpatterns = [
    path("api/health-check", health),
    path("api/", include("articles.urls")),
    path("api/", include("social.urls")),
]
