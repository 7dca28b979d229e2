from django.http import JsonResponse

from articles.models import Tag
from articles.sa_models import tag_names


def health(request):
    return JsonResponse({"status": "ok"})


def tags(request):
    return JsonResponse({"tags": list(Tag.objects.order_by("name").values_list("name", flat=True))})


def tag_report(request):
    return JsonResponse({"tags": tag_names()})
