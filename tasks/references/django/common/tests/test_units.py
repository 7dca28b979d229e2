# feature-begin: articles
"""Unit tests for the logic that needs no server: slugs, tokens, pagination, timestamps."""
# feature-else: articles
# """Unit tests for the logic that needs no server: tokens."""
# feature-end: articles

import unittest
# feature-begin: articles
from datetime import UTC, datetime, timedelta, timezone
# feature-else: articles
# from datetime import UTC, datetime, timedelta
# feature-end: articles

import jwt
from django.conf import settings

from conduit.routes.serializers import isoformat  # feature-line: articles
from conduit.security import create_token, decode_token, token_from_header
# feature-begin: articles
from conduit.services.errors import ValidationFailed
from conduit.services.pagination import Page, parse_page
from conduit.services.slugs import slugify, unique_slug


class SlugifyTest(unittest.TestCase):
    def test_lower_case_words_joined_by_dashes(self):
        self.assertEqual(slugify("How to train your dragon"), "how-to-train-your-dragon")

    def test_punctuation_collapses_and_accents_fold(self):
        self.assertEqual(slugify("  Crème brûlée: a how-to!  "), "creme-brulee-a-how-to")

    def test_title_without_latin_letters_still_gets_a_slug(self):
        self.assertEqual(slugify("!!!"), "article")


class UniqueSlugTest(unittest.TestCase):
    def test_free_slug_is_kept(self):
        self.assertEqual(unique_slug("dragon", set().__contains__), "dragon")

    def test_taken_slug_gets_the_first_free_counter(self):
        taken = {"dragon", "dragon-2"}
        self.assertEqual(unique_slug("dragon", taken.__contains__), "dragon-3")
    # feature-begin: profiles

    def test_slug_shadowed_by_the_feed_route_is_avoided(self):
        self.assertEqual(unique_slug("feed", set().__contains__), "feed-2")
    # feature-end: profiles
# feature-end: articles


class TokenTest(unittest.TestCase):
    def test_round_trip_gives_back_the_user_id(self):
        self.assertEqual(decode_token(create_token(42)), 42)

    def test_token_signed_with_another_secret_is_rejected(self):
        forged = jwt.encode({"sub": "42", "exp": datetime.now(UTC) + timedelta(hours=1)}, "x" * 32)
        self.assertIsNone(decode_token(forged))

    def test_expired_token_is_rejected(self):
        expired = jwt.encode(
            {"sub": "42", "exp": datetime.now(UTC) - timedelta(seconds=1)}, settings.JWT_SECRET
        )
        self.assertIsNone(decode_token(expired))

    def test_token_without_expiry_is_rejected(self):
        self.assertIsNone(decode_token(jwt.encode({"sub": "42"}, settings.JWT_SECRET)))

    def test_garbage_is_rejected(self):
        self.assertIsNone(decode_token("not.a.jwt"))

    def test_header_with_token_scheme(self):
        self.assertEqual(token_from_header("Token abc.def.ghi"), "abc.def.ghi")

    def test_header_without_the_token_scheme_gives_nothing(self):
        for header in (None, "", "Token", "Token   ", "Bearer abc.def.ghi", "abc.def.ghi"):
            with self.subTest(header=header):
                self.assertIsNone(token_from_header(header))
# feature-begin: articles


class PaginationTest(unittest.TestCase):
    def test_defaults_are_twenty_from_the_start(self):
        self.assertEqual(parse_page(None, None), Page(limit=20, offset=0))
        self.assertEqual(parse_page("", ""), Page(limit=20, offset=0))

    def test_values_are_parsed(self):
        self.assertEqual(parse_page("5", "10"), Page(limit=5, offset=10))

    def test_out_of_range_or_non_numeric_values_are_rejected(self):
        for limit, offset in (("0", None), (None, "-1"), ("ten", None), (None, "1.5")):
            with self.subTest(limit=limit, offset=offset), self.assertRaises(ValidationFailed):
                parse_page(limit, offset)


class IsoformatTest(unittest.TestCase):
    def test_utc_with_milliseconds_and_zulu_suffix(self):
        moment = datetime(2024, 1, 31, 9, 5, 0, 123456, tzinfo=UTC)
        self.assertEqual(isoformat(moment), "2024-01-31T09:05:00.123Z")

    def test_naive_values_are_read_as_utc(self):
        self.assertEqual(isoformat(datetime(2024, 1, 31, 9, 5)), "2024-01-31T09:05:00.000Z")

    def test_other_offsets_are_converted(self):
        moment = datetime(2024, 1, 31, 11, 5, tzinfo=timezone(timedelta(hours=2)))
        self.assertEqual(isoformat(moment), "2024-01-31T09:05:00.000Z")
# feature-end: articles


if __name__ == "__main__":
    unittest.main()
