from django.urls import path
from rest_framework.routers import SimpleRouter

from articles.views import ArticleViewSet, tag_list

router = SimpleRouter(trailing_slash=False)
router.register("articles", ArticleViewSet, basename="article")

urlpatterns = [path("tags", tag_list)] + router.urls
