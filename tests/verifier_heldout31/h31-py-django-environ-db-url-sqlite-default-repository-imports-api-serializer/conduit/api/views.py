from django.http import JsonResponse

from conduit.services.tag_service import TagService

tag_service = TagService()


def health_check(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": tag_service.popular_tags()})
