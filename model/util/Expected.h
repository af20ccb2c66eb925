#pragma once

#include <string>
#include <utility>
#include <variant>

namespace tapeflow {

// An error the model reports instead of throwing or printing: model code never talks to the
// user, it hands the message up to whoever can show it (CLI, dialog, status bar).
struct Error {
  std::string message;
};

// A value or the Error that explains why there is none. A small stand-in for C++23's
// std::expected, which GCC 12 only offers in C++23 mode.
template <class T>
class Expected {
public:
  Expected(T value) : m_state(std::in_place_index<0>, std::move(value)) {}
  Expected(Error error) : m_state(std::in_place_index<1>, std::move(error)) {}

  [[nodiscard]] bool hasValue() const { return m_state.index() == 0; }
  explicit operator bool() const { return hasValue(); }

  [[nodiscard]] const T& value() const& { return std::get<0>(m_state); }
  [[nodiscard]] T& value() & { return std::get<0>(m_state); }
  [[nodiscard]] T&& value() && { return std::get<0>(std::move(m_state)); }
  // `std::move(*found)` moves the value out (with only the const form it copied: every route
  // of a solve was copied twice that way; issue 18).
  const T& operator*() const& { return value(); }
  T& operator*() & { return value(); }
  T&& operator*() && { return std::move(*this).value(); }
  const T* operator->() const { return &value(); }
  T* operator->() { return &value(); }

  [[nodiscard]] const Error& error() const { return std::get<1>(m_state); }

private:
  std::variant<T, Error> m_state;
};

} // namespace tapeflow

namespace tapeflow {

// The value of an operation that returns nothing but may fail.
struct Done {};
using Status = Expected<Done>;

} // namespace tapeflow
